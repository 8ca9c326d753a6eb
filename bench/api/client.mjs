// HTTP calls the API benchmark makes before measuring: signing in, reading JSON, walking a feed.

export async function signIn(origin, login) {
  const response = await fetch(`${origin}/api/v1/accounts/log_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`log_in of ${login.email} answered ${response.status}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

export async function getJson(origin, pathname, cookie) {
  const response = await fetch(origin + pathname, { headers: { cookie } });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return response.json();
}

export const withCursor = (path, cursor) =>
  cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}` : path;

/** Walks a feed to page `pages` or its last page: that page's cursor, its depth, and the ids seen before it. */
export async function walkFeed(origin, cookie, path, pages) {
  const ids = [];
  let cursor = '';
  let depth = 1;
  for (; depth < pages; depth++) {
    const body = await getJson(origin, withCursor(path, cursor), cookie);
    if (body.cursor === false) break;
    ids.push(...body.data.map((post) => post.id));
    cursor = body.cursor;
  }
  return { cursor, depth, ids };
}
