import { ELECTED_CONTACTS } from './contacts-elected.ts';
import { OFFICIAL_CONTACTS } from './contacts-officials.ts';

export const CONTACTS = { ...ELECTED_CONTACTS, ...OFFICIAL_CONTACTS };

export type ContactSlug = keyof typeof CONTACTS;
