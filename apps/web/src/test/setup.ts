import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { useStore } from '../lib/store.ts';

const initialState = useStore.getState();

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initialState, true);
});
afterEach(cleanup);

// jsdom does not lay out or scroll; swipe tabs call scrollTo on their track.
Element.prototype.scrollTo ??= () => {};

// jsdom has no modal dialogs: showing one opens it, as a browser would.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
