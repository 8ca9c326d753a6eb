import { createContext, useContext } from 'react';

/** The element that scrolls a list, for infinite loading; null means the page itself. */
export const ScrollRootContext = createContext<HTMLElement | null>(null);

export const useScrollRoot = () => useContext(ScrollRootContext);
