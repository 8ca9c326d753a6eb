import type { RouteBody, RouteName, RouteParams, RouteQuery, RouteResult } from '@vigie/contract';
import { API_PREFIX, endpoints } from '@vigie/contract/endpoints';

/** An answer other than success, with the server's `{error, message}` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds: number | null = null,
    /** The answer's whole JSON body: a 409 carries the record as it stands. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Input<N extends RouteName> = (RouteParams<N> extends undefined
  ? { params?: never }
  : { params: RouteParams<N> }) &
  (RouteQuery<N> extends undefined ? { query?: never } : { query: RouteQuery<N> }) &
  (RouteBody<N> extends undefined ? { body?: never } : { body: RouteBody<N> });

let onSessionRejected: () => void = () => {};

/** Every 406 from any call lands here: the server no longer knows the session (docs/product.md §6.1). */
export function handleSessionRejected(handler: () => void): void {
  onSessionRejected = handler;
}

export function apiUrl<N extends RouteName>(name: N, input: Partial<Input<N>> = {}): string {
  const params = (input.params ?? {}) as Record<string, string>;
  // A `:param` is one path segment; the `*` of /app_config/* may span several (img/app_image).
  const path = endpoints[name].path
    .replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''))
    .replace('*', () => (params['*'] ?? '').split('/').map(encodeURIComponent).join('/'));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    // A list repeats its key (`timeline[]=home&timeline[]=focus`).
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) query.append(key, String(item));
  }
  const search = query.size > 0 ? `?${query}` : '';
  return `${API_PREFIX}${path}${search}`;
}

/** The one way the web app talks to the server: typed by the contract, errors as ApiError. */
export async function api<N extends RouteName>(
  name: N,
  ...[input, signal]: object extends Input<N> ? [Input<N>?, AbortSignal?] : [Input<N>, AbortSignal?]
): Promise<RouteResult<N>> {
  const { method } = endpoints[name];
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers['content-type'] = 'application/json';
  const response = await fetch(apiUrl(name, input), {
    method,
    headers,
    credentials: 'same-origin',
    body: input?.body === undefined ? undefined : JSON.stringify(input.body),
    signal,
  });
  if (response.status === 406 && name !== 'logOut') onSessionRejected();
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as RouteResult<N>;
  return (await response.json()) as RouteResult<N>;
}

/**
 * A file sent as the body of `name` (an upload), its progress reported from 0 to 1. XMLHttpRequest,
 * since fetch says nothing of an upload's progress; headers, errors and 406 as `api` has them.
 */
export function apiUpload<N extends RouteName>(
  name: N,
  input: Input<N>,
  file: Blob,
  onProgress: (fraction: number) => void = () => {},
): Promise<RouteResult<N>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoints[name].method, apiUrl(name, input));
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new TypeError('The upload failed'));
    request.onload = () => {
      if (request.status === 406) onSessionRejected();
      let body: { error?: string; message?: string } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {}
      if (request.status >= 200 && request.status < 300) resolve(body as RouteResult<N>);
      else
        reject(
          new ApiError(
            request.status,
            body.error ?? 'http_error',
            body.message ?? request.statusText,
            null,
            body,
          ),
        );
    };
    request.send(file);
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    body.error ?? 'http_error',
    body.message ?? response.statusText,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    body,
  );
}
