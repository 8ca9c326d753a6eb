import { ApiError } from '../../lib/api-client.ts';
import type { NewsroomKey } from './i18n.ts';

/**
 * The server's refusal of an account write as a sentence (docs/product.md §10.9.4): a 400 names its
 * field (`body.user.email: …`), so the field and the server's words say which rule was broken.
 */
export function accountError(error: unknown): NewsroomKey | 'app.error' {
  if (!(error instanceof ApiError)) return 'app.error';
  if (error.status === 403) return 'accounts.errors.forbidden';
  if (error.status === 404) return 'accounts.errors.notFound';
  if (error.status !== 400) return 'app.error';
  const field = error.message.split(':')[0];
  if (field === 'body.user.email')
    return error.message.includes('already') ? 'accounts.errors.emailTaken' : 'accounts.errors.emailInvalid';
  if (field === 'body.user.firstname' || field === 'body.user.lastname')
    return 'accounts.errors.nameRequired';
  if (field === 'body.user.role') return 'accounts.errors.selfDemote';
  if (field === 'body.user.is_active') return 'accounts.errors.selfDeactivate';
  return 'app.error';
}
