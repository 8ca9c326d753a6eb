import type { ThemeRef } from '@vigie/contract';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useStackPath } from '../../../lib/stacks.ts';
import { ConfidentialLock } from '../../../ui/ConfidentialLock.tsx';
import chips from './CitedItems.module.css';

/** The themes a post is filed under, each opening its screen. */
export function ThemeChips({ themes }: { themes: ThemeRef[] }) {
  const t = useT();
  const path = useStackPath();
  if (themes.length === 0) return null;
  return (
    <ul className={chips.cited} aria-label={t('labels.themes')}>
      {themes.map((theme) => (
        <li key={theme.id}>
          <Link className={chips.chip} to={path(`theme/${theme.id}`)}>
            {theme.item} {theme.confidential ? <ConfidentialLock /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
