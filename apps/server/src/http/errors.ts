/** An error whose status and JSON body `{error, message}` are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More of the answer's body, beside `error` and `message`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);
export const badRequest = (field: string, message: string) =>
  new HttpError(400, 'validation_error', `${field}: ${message}`);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
/** A write that started from a stale state: `details` tell the client what stands now. */
export const conflict = (message: string, details: Record<string, unknown>) =>
  new HttpError(409, 'conflict', message, {}, details);
export const sessionRejected = () =>
  new HttpError(406, 'session_rejected', 'Not Acceptable: the session is missing, expired or revoked');
