import { NavLink } from 'react-router';
import { REDACTION_ROOT } from '../../../lib/roles.ts';
import { useStore } from '../../../lib/store.ts';
import { useNewsroomT } from '../i18n.ts';
import { sectionsFor } from '../sections.ts';
import styles from './NewsroomNav.module.css';

/** The newsroom's areas; a reader-facing role never reaches this screen. */
export function NewsroomNav() {
  const t = useNewsroomT();
  const role = useStore((s) => s.compte?.role);
  const sections = sectionsFor(role);
  if (sections.length < 2) return null;
  return (
    <nav className={styles.nav} aria-label={t('redaction.nav.label')}>
      {sections.map((section) => (
        <NavLink
          key={section.path}
          end={section.path === ''}
          to={section.path === '' ? REDACTION_ROOT : `${REDACTION_ROOT}/${section.path}`}
          className={({ isActive }) => (isActive ? styles.active : styles.link)}
        >
          {t(section.label)}
        </NavLink>
      ))}
    </nav>
  );
}
