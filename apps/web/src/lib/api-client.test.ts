import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiUrl, handleSessionRejected } from './api-client.ts';

describe('a session the server no longer knows', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    handleSessionRejected(() => {});
  });

  it('is reported by the next call of any screen, as a deactivated user’s open tab makes it', async () => {
    const rejected = vi.fn();
    handleSessionRejected(rejected);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'session_rejected', message: 'Not Acceptable' }), { status: 406 }),
    );
    await expect(api('listUsers')).rejects.toBeInstanceOf(ApiError);
    expect(rejected).toHaveBeenCalledOnce();
    await expect(api('logOut')).rejects.toMatchObject({ status: 406 });
    expect(rejected).toHaveBeenCalledOnce();
  });
});

describe('a route’s address', () => {
  it('repeats the key of a list, as `timeline[]=home&timeline[]=focus`', () => {
    expect(apiUrl('markers', { query: { 'timeline[]': ['home', 'focus'] } })).toBe(
      '/api/v1/markers?timeline%5B%5D=home&timeline%5B%5D=focus',
    );
  });
});
