import type { ReactNode } from 'react';
import { type TKey, useT } from '../lib/i18n.ts';
import { Screen } from '../ui/Screen.tsx';
import styles from './Placeholder.module.css';

/** A screen whose content a later release fills: its title, its back button, a short note. */
export function Placeholder({
  titleKey,
  root = false,
  children,
}: {
  titleKey: TKey;
  root?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Screen title={t(titleKey)} back={!root}>
      <p className={styles.note}>{t('app.comingSoon')}</p>
      {children}
    </Screen>
  );
}
