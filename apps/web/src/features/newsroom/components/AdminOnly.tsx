import type { ReactNode } from 'react';
import { useStore } from '../../../lib/store.ts';
import { useNewsroomT } from '../i18n.ts';

/** The administration's sections (docs/product.md §2.19): an editor opening one's address is told why not. */
export function AdminOnly({ screen }: { screen: ReactNode }) {
  const t = useNewsroomT();
  const isAdmin = useStore((s) => s.compte?.role === 'admin');
  return isAdmin ? screen : <p role="alert">{t('accounts.adminsOnly')}</p>;
}
