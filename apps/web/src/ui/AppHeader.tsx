import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAfterFirstPaint } from '../lib/after-first-paint.ts';
import { useConfigImage } from '../lib/api/config-image.ts';
import { useT } from '../lib/i18n.ts';
import { useOnline } from '../lib/online.ts';
import { useStackPath } from '../lib/stacks.ts';
import { useStore } from '../lib/store.ts';
import styles from './AppHeader.module.css';
import { Avatar } from './Avatar.tsx';
import { OfflineIcon } from './feed-icons.tsx';

interface AppHeaderProps {
  /** The screen's name: shown on Explorer, read by screen readers on Home where the logo stands. */
  title: string;
  showTitle?: boolean;
  actions?: ReactNode;
}

/** The header of a tab's root: avatar (opens MyProfil), logo, configured icon, offline icon. */
export function AppHeader({ title, showTitle = false, actions }: AppHeaderProps) {
  const t = useT();
  const path = useStackPath();
  const compte = useStore((state) => state.compte);
  const online = useOnline();
  // Both have their room reserved (width and height): they come after the screen's first paint.
  const imagesWanted = useAfterFirstPaint();
  const logo = useConfigImage('img/app_image', imagesWanted);
  const icon = useConfigImage('icon', imagesWanted);
  const name = `${compte?.firstname ?? ''} ${compte?.lastname ?? ''}`;
  return (
    <header className={styles.header}>
      <Link className={styles.avatar} to={path('profil')}>
        <Avatar src={compte?.img ?? null} name={name} size={36} />
        <span className="visually-hidden">{t('home.myProfile')}</span>
      </Link>
      <h1 className={showTitle ? styles.title : 'visually-hidden'}>{title}</h1>
      {showTitle ? null : (
        <span className={styles.brand}>
          {logo ? <img src={logo} alt={t('app.name')} width={112} height={32} /> : null}
        </span>
      )}
      <span className={styles.end}>
        {online ? null : (
          <span className={styles.offline} role="img" aria-label={t('app.offline')}>
            <OfflineIcon />
          </span>
        )}
        {actions}
        {icon ? <img className={styles.icon} src={icon} alt="" width={28} height={28} /> : null}
      </span>
    </header>
  );
}
