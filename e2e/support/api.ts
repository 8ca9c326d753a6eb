import { DEMO_PASSWORD } from './flows.ts';

export interface Answer<T> {
  status: number;
  body: T;
}

/** A client of the API outside any browser: the session cookie it signed in with, sent to any server. */
export interface ApiSession {
  cookie: string;
  call<T = unknown>(server: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>>;
}

async function request<T>(url: string, method: string, cookie: string | undefined, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { response, answer: { status: response.status, body: (text ? JSON.parse(text) : null) as T } };
}

/** Signs in through `server` (a server's address or the balancer's). */
export async function signIn(server: string, email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const { response, answer } = await request(`${server}/api/v1/accounts/log_in`, 'POST', undefined, {
    email,
    password,
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('vigie_session='));
  if (!cookie) throw new Error('the sign-in set no session cookie');
  const session = cookie.split(';')[0]!;
  return {
    cookie: session,
    call: async <T>(at: string, method: string, path: string, body?: unknown) =>
      (await request<T>(`${at}/api/v1${path}`, method, session, body)).answer,
  };
}
