/**
 * Logs a render failure once, on this device only: the path without its query string, which may carry a
 * name or a search, and the error with the components it came through. Nothing is sent anywhere.
 */
export function logRenderError(error: unknown, info: { componentStack?: string | undefined }): void {
  console.error(`Render failed on ${window.location.pathname}`, error, info.componentStack ?? '');
}
