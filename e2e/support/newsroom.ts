import { request } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { DEMO_PASSWORD, EDITOR } from './flows.ts';

/**
 * The newsroom through its API, signed in as the demo editor, for a scenario that needs posts of its own
 * and to retract them while a reader is away. Closed after the file's tests.
 */
export function useNewsroomApi() {
  const session = request.newContext({ baseURL: `${inject('baseUrl')}/api/v1/` });
  const signedIn = session.then(async (api) => {
    const answer = await api.post('accounts/log_in', { data: { email: EDITOR, password: DEMO_PASSWORD } });
    if (!answer.ok()) throw new Error(`the editor cannot sign in: ${answer.status()}`);
    return api;
  });
  afterAll(async () => (await session).dispose());
  return {
    /**
     * Publishes a news post. Dated long ago by default, it stays out of the latest posts other scenarios
     * read; one dated now is retracted by its scenario once done.
     */
    async publish(title: string, publishDate = '2024-02-01T09:00:00.000Z'): Promise<string> {
      const post = { title, type: 'news', summary: title, publish_date: publishDate };
      const answer = await (await signedIn).post('admin/posts', { data: { post } });
      if (answer.status() !== 201) throw new Error(`publishing failed: ${await answer.text()}`);
      return ((await answer.json()) as { id: string }).id;
    },
    async retract(id: string): Promise<void> {
      const answer = await (await signedIn).post(`admin/posts/${id}/retract`, { data: {} });
      if (!answer.ok()) throw new Error(`retracting failed: ${await answer.text()}`);
    },
  };
}
