import type { ContactSlug } from './contacts.ts';
import type { EntitySlug } from './entities.ts';
import type { ThemeSlug } from './themes.ts';
import type { ContactRef, EntityRef, ThemeRef } from './types.ts';

export const contact = (slug: ContactSlug): ContactRef => ({ type: 'contact', slug });
export const entity = (slug: EntitySlug): EntityRef => ({ type: 'entity', slug });
export const theme = (slug: ThemeSlug): ThemeRef => ({ type: 'theme', slug });
