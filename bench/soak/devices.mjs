// Every reader's browser subscribed to the local push service, as the web app registers it, and notified of
// one theme: each publication citing it then pushes to every reader.
import { newBrowser } from '../../apps/server/test/helpers/push-service.ts';

/** Readers subscribing at once. */
const AT_ONCE = 20;

async function post(origin, path, cookie, body) {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  await response.body?.cancel();
}

export async function subscribeReaders({ origin, cookies, service, themeId }) {
  const subscribe = async (cookie, n) => {
    const { subscription } = newBrowser(service, `reader-${n}`);
    await post(origin, '/notification/register?mode=new', cookie, { subscription });
    await post(origin, `/notify_theme/${themeId}/set`, cookie, {});
  };
  for (let first = 0; first < cookies.length; first += AT_ONCE)
    await Promise.all(cookies.slice(first, first + AT_ONCE).map((cookie, n) => subscribe(cookie, first + n)));
}
