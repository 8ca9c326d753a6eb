import { memo } from 'react';
import { useT } from '../lib/i18n.ts';
import styles from './LetterIndex.module.css';

interface LetterIndexProps {
  letters: readonly string[];
  onJump: (letter: string) => void;
  /** Where it sticks, below the bar that sticks above the list. */
  top: number;
  /** The height left for it on screen; it scrolls itself beyond that. */
  maxHeight: number | undefined;
}

/** The letters of a list, top to bottom. Memoised: the list re-renders as it scrolls, this does not. */
export const LetterIndex = memo(function LetterIndex({ letters, onJump, top, maxHeight }: LetterIndexProps) {
  const t = useT();
  return (
    <nav className={styles.index} aria-label={t('lists.index')} style={{ top, maxHeight }}>
      {letters.map((letter) => (
        <button
          key={letter}
          type="button"
          className={styles.jump}
          aria-label={t('lists.jumpTo', { letter })}
          onClick={() => onJump(letter)}
        >
          {letter}
        </button>
      ))}
    </nav>
  );
});
