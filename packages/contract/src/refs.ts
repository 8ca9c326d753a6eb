import { z } from 'zod';
import { Id } from './common.ts';

/** The short forms under which people, organisations, themes and users appear inside other answers. */
export const ContactRef = z.object({
  id: Id,
  firstname: z.string(),
  lastname: z.string(),
  img: z.string().nullable(),
});
export const EntityRef = z.object({ id: Id, name: z.string(), img: z.string().nullable() });
export const ThemeRef = z.object({
  id: Id,
  item: z.string(),
  confidential: z.boolean(),
  level: z.number().int().min(1).max(3),
});
export const UserRef = z.object({
  id: Id,
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  img: z.string().nullable(),
});
export type ContactRef = z.infer<typeof ContactRef>;
export type EntityRef = z.infer<typeof EntityRef>;
export type ThemeRef = z.infer<typeof ThemeRef>;
export type UserRef = z.infer<typeof UserRef>;
