import { z } from 'zod';
import { Timestamp } from './common.ts';
import { Role, UserSummary } from './users.ts';

/** A password chosen through a set-password link (docs/product.md §10.9.4). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

/** An account as the administration lists it. */
export const AdminUser = UserSummary.extend({
  email: z.string(),
  role: Role,
  /** When the newest live session began; null when the user has none. */
  last_sign_in_at: Timestamp.nullable(),
});

export const AdminUsersQuery = z.object({
  /** Part of a first or last name, username or e-mail, ignoring case and accents. */
  search: z.string().trim().max(100).optional(),
});

const name = z.string().trim().min(1).max(100);

export const NewAdminUserBody = z.object({
  user: z.strictObject({
    email: z.string().trim().toLowerCase().max(200).pipe(z.email()),
    firstname: name,
    lastname: name,
    username: z.string().trim().max(100).default(''),
    role: Role.default('reader'),
    has_confidential_access: z.boolean().default(false),
  }),
});

export const AdminUserChangesBody = z.object({
  user: z
    .strictObject({ role: Role, has_confidential_access: z.boolean(), is_active: z.boolean() })
    .partial()
    .refine((changes) => Object.keys(changes).length > 0, 'must change at least one field'),
});

/** A one-time link letting its holder choose the account's password. */
export const ResetLink = z.object({ url: z.string(), expires_at: Timestamp });

export const CreatedAdminUser = z.object({ user: AdminUser, reset_link: ResetLink });

export const SignedOut = z.object({ sessions_revoked: z.number().int() });

/** A set-password link's token: 32 random bytes in base64url. */
export const ResetToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a set-password link token');

export const SetPasswordBody = z.object({
  token: ResetToken,
  password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
});

export type AdminUser = z.infer<typeof AdminUser>;
export type NewAdminUser = z.output<typeof NewAdminUserBody>['user'];
export type AdminUserChanges = z.output<typeof AdminUserChangesBody>['user'];
export type ResetLink = z.infer<typeof ResetLink>;
