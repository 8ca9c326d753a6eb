import type { NewsroomKey } from './i18n.ts';

export interface NewsroomSection {
  /** Below REDACTION_ROOT; '' is the posts desk. */
  path: string;
  label: NewsroomKey;
  adminOnly: boolean;
}

/** The newsroom's areas, in the order of its navigation (docs/product.md §2.19). */
export const NEWSROOM_SECTIONS: NewsroomSection[] = [
  { path: '', label: 'redaction.nav.posts', adminOnly: false },
  { path: 'annuaire', label: 'directory.nav', adminOnly: false },
  { path: 'positions', label: 'stances.nav', adminOnly: false },
  { path: 'comptes', label: 'accounts.nav', adminOnly: true },
  { path: 'journal', label: 'journal.nav', adminOnly: true },
  { path: 'configuration', label: 'configuration.nav', adminOnly: true },
];

export const sectionsFor = (role: string | undefined) =>
  NEWSROOM_SECTIONS.filter((section) => !section.adminOnly || role === 'admin');
