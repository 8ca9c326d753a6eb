import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from './api-client.ts';
import { onSignOut, signIn, signOut } from './session.ts';
import { useStore } from './store.ts';

const account = { id: 'b'.repeat(24), firstname: 'Paul', lastname: 'Roy' } as never;

describe('the session', () => {
  it('signs in without a PIN, so NIP asks to create one', () => {
    useStore.setState({
      pin: { salt: 's', hash: 'h', createdAt: 1 },
      tokenNIP: 5,
      attempts: 2,
      signedOut: true,
    });
    signIn(account);
    expect(useStore.getState()).toMatchObject({
      compte: account,
      pin: null,
      tokenNIP: null,
      attempts: 0,
      signedOut: false,
    });
  });

  it('signs out: the account, PIN and attempts go, the device keeps its theme and language, hooks run', async () => {
    const hook = vi.fn();
    const stop = onSignOut(hook);
    useStore.setState({
      compte: account,
      isDark: true,
      lang: 'en',
      tokenNIP: 9,
      attempts: 1,
      timeParution: 30,
    });
    await signOut();
    stop();
    expect(hook).toHaveBeenCalledOnce();
    expect(useStore.getState()).toMatchObject({
      compte: null,
      tokenNIP: null,
      attempts: 0,
      timeParution: 1,
      signedOut: true,
      isDark: true,
      lang: 'en',
    });
    expect(JSON.parse(localStorage.getItem('vigie')!).state.compte).toBeNull();
  });
});

describe('apiUrl', () => {
  it('fills path parameters, encoded, and the query string from the contract paths', () => {
    expect(apiUrl('getPost', { params: { id: 'c'.repeat(24) } })).toBe(`/api/v1/post/${'c'.repeat(24)}`);
    expect(apiUrl('setBookmark', { params: { id: 'a/b', flag: 'set' } })).toBe('/api/v1/bookmark/a%2Fb/set');
    expect(apiUrl('searchPosts', { query: { query: 'élysée & co', cursor: undefined } })).toBe(
      '/api/v1/post/search?query=%C3%A9lys%C3%A9e+%26+co',
    );
    expect(apiUrl('appConfig', { params: { '*': 'img/app_image' } })).toBe(
      '/api/v1/app_config/img/app_image',
    );
  });
});
