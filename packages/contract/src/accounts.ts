import { z } from 'zod';

export const LogInBody = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  password: z.string().min(1).max(1024),
});
export type LogInBody = z.infer<typeof LogInBody>;
