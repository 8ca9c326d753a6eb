import { z } from 'zod';

export const CONFIG_KEYS = ['cgu', 'app_title', 'support_email', 'icon', 'img/app_image'] as const;
export const ConfigKey = z.enum(CONFIG_KEYS);
/** The value is JSON text, as the monitoring service stores it. */
export const ConfigValue = z.object({ key: ConfigKey, value: z.string() });
/** `/app_config/*`: the key is the rest of the path; unknown keys answer 404. */
export const ConfigKeyParams = z.object({ '*': z.string().max(64) });
export const CguLang = z.object({ lang: z.enum(['fr', 'en']) });

/** The `cgu` value once parsed. */
export const CguConfig = z.object({
  last_version_at: z.string().nullable(),
  label_fr: z.string().optional(),
  pdf_fr: z.string().optional(),
  pdf_en: z.string().optional(),
});

export const IframeCheckQuery = z.object({ url: z.string().trim().min(1).max(2048) });
export const IframeCheck = z.object({ status: z.enum(['unprotected', 'protected', 'unreachable']) });

export type ConfigKey = z.infer<typeof ConfigKey>;
export type IframeCheck = z.infer<typeof IframeCheck>;
export type CguConfig = z.infer<typeof CguConfig>;
