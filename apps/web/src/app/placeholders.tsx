import { Link, useParams } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { useStore } from '../lib/store.ts';
import { SettingsIcon } from '../ui/icons.tsx';
import styles from './Placeholder.module.css';
import { Placeholder } from './Placeholder.tsx';
import { useStackPath } from './stacks.ts';

/** Home until the feeds arrive: the header's avatar already leads to MyProfil. */
export function HomePlaceholder() {
  const t = useT();
  const path = useStackPath();
  const compte = useStore((state) => state.compte);
  return (
    <Placeholder titleKey="screens.home" root>
      <div className={styles.actions}>
        <Link to={path('profil')}>
          {t('screens.profile')} — {compte?.firstname} {compte?.lastname}
        </Link>
      </div>
    </Placeholder>
  );
}

/** MyProfil until profiles arrive: own profile offers the settings. */
export function ProfilePlaceholder() {
  const t = useT();
  const path = useStackPath();
  const own = useParams().idProfil === undefined;
  return (
    <Placeholder titleKey="screens.profile">
      {own ? (
        <div className={styles.actions}>
          <Link to={path('settings')}>
            <SettingsIcon /> {t('settings.title')}
          </Link>
        </div>
      ) : null}
    </Placeholder>
  );
}
