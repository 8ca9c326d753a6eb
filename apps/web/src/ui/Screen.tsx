import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { useStackRoot } from '../lib/stacks.ts';
import { BackIcon } from './icons.tsx';
import styles from './Screen.module.css';

interface ScreenProps {
  title: string;
  /** Root screens of a tab have no back button. */
  back?: boolean;
  /** Buttons on the header's right, in place of the spacer that keeps the title centred. */
  actions?: ReactNode;
  /** For swipe tabs: the screen is exactly the viewport above the tab bar, and its panels scroll. */
  flush?: boolean;
  children: ReactNode;
}

/** A stack screen: a header with its title and back button, then the content. */
export function Screen({ title, back = true, actions, flush = false, children }: ScreenProps) {
  return (
    <div className={flush ? styles.flush : styles.screen}>
      <header className={styles.header}>
        {back ? <BackButton /> : <span className={styles.spacer} />}
        <h1 className={styles.title}>{title}</h1>
        {actions ?? <span className={styles.spacer} />}
      </header>
      <main className={flush ? styles.flushContent : styles.content}>{children}</main>
    </div>
  );
}

/** Goes back to the previous screen, or to the tab's root when there is none. */
/** Back in history; opened from a deep link, with nothing behind, to `fallback` (the tab's root). */
export function useGoBack(fallback?: string): () => void {
  const navigate = useNavigate();
  const root = useStackRoot();
  return () => {
    if ((window.history.state?.idx ?? 0) > 0) navigate(-1);
    else navigate(fallback ?? root, { replace: true });
  };
}

export function BackButton() {
  const t = useT();
  const goBack = useGoBack();
  return (
    <button type="button" className={styles.back} onClick={goBack} aria-label={t('app.back')}>
      <BackIcon />
    </button>
  );
}
