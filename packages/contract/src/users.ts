import { z } from 'zod';
import { UserRef } from './refs.ts';

export const Role = z.enum(['reader', 'editor', 'admin']);

/** A colleague, as the mention and share pickers need them. */
export const UserSummary = UserRef.extend({ is_active: z.boolean(), has_confidential_access: z.boolean() });
export const User = UserSummary.extend({ email: z.string(), biography: z.string() });
/** The signed-in user. */
export const Account = User.extend({ role: Role });

/** Base64 without a data: prefix; 1 MB of image is at most 1,398,104 characters. */
export const MAX_IMAGE_BYTES = 1_000_000;
export const UpdateUserBody = z.object({
  user: z
    .object({
      firstname: z.string().trim().min(1).max(100),
      lastname: z.string().trim().min(1).max(100),
      biography: z.string().max(5000),
      img: z
        .string()
        .max(Math.ceil(MAX_IMAGE_BYTES / 3) * 4)
        .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64 without a data: prefix'),
    })
    .partial()
    .strict()
    .refine((changes) => Object.keys(changes).length > 0, 'must change at least one field'),
});

export type UserSummary = z.infer<typeof UserSummary>;
export type User = z.infer<typeof User>;
export type Account = z.infer<typeof Account>;
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;
