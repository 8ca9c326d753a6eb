import { z } from 'zod';
import { Timestamp } from './common.ts';

/** The terms of use PDFs an admin uploads (docs/product.md §10.9.5). */
export const MAX_CGU_BYTES = 5_000_000;
/** The upload's JSON body: the PDF in base64 (4 characters per 3 bytes) and its name, with room to spare. */
export const CGU_BODY_LIMIT = Math.ceil(MAX_CGU_BYTES / 3) * 4 + 64 * 1024;
export const MAX_APP_TITLE_LENGTH = 60;

/** A stored terms PDF, as the administration shows it. */
export const CguFileInfo = z.object({ filename: z.string(), size: z.number().int() });

export const AdminAppConfig = z.object({
  /** The configured title, or the product name when none is set. */
  app_title: z.string(),
  /** The configured support address; null when the app shows the one it was built with. */
  support_email: z.string().nullable(),
  cgu: z.object({
    last_version_at: Timestamp.nullable(),
    fr: CguFileInfo.nullable(),
    en: CguFileInfo.nullable(),
  }),
});

export const AppSettingsBody = z.object({
  settings: z
    .strictObject({
      app_title: z.string().trim().min(1).max(MAX_APP_TITLE_LENGTH),
      /** An empty address goes back to the one the app was built with. */
      support_email: z.union([z.literal(''), z.string().trim().toLowerCase().max(200).pipe(z.email())]),
    })
    .partial()
    .refine((changes) => Object.keys(changes).length > 0, 'must change at least one field'),
});

export const CguUploadBody = z.object({
  filename: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/\.pdf$/i, 'must be a .pdf file name'),
  /** The file in base64, without a data: prefix. */
  data: z
    .string()
    .min(1)
    .max(CGU_BODY_LIMIT)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64 without a data: prefix'),
});

export type AdminAppConfig = z.infer<typeof AdminAppConfig>;
export type AppSettings = z.output<typeof AppSettingsBody>['settings'];
export type CguUpload = z.output<typeof CguUploadBody>;
