import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useStackRoot } from '../app/stacks.ts';
import { useT } from '../lib/i18n.ts';
import { BackIcon } from './icons.tsx';
import styles from './Screen.module.css';

interface ScreenProps {
  title: string;
  /** Root screens of a tab have no back button. */
  back?: boolean;
  children: ReactNode;
}

/** A stack screen: a header with its title and back button, then the content. */
export function Screen({ title, back = true, children }: ScreenProps) {
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        {back ? <BackButton /> : <span className={styles.spacer} />}
        <h1 className={styles.title}>{title}</h1>
        <span className={styles.spacer} />
      </header>
      <main className={styles.content}>{children}</main>
    </div>
  );
}

export function BackButton() {
  const t = useT();
  const navigate = useNavigate();
  const root = useStackRoot();
  // Opened from a deep link, there is no screen behind this one: go to the tab's root instead.
  const goBack = () =>
    (window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(root, { replace: true });
  return (
    <button type="button" className={styles.back} onClick={goBack} aria-label={t('app.back')}>
      <BackIcon />
    </button>
  );
}
