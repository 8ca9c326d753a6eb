import type { FocusSuggestion } from '@vigie/contract';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useOnline } from '../../../lib/online.ts';
import { useStackPath } from '../../../lib/stacks.ts';
import { useFocusIsEmpty, useFocusSuggestions } from '../api/focus-suggestions.ts';
import { useFollowFlags, useSetFollowFlag } from '../api/follow-item.ts';
import { FlagToggle } from './FlagToggle.tsx';
import styles from './FocusWayIn.module.css';
import { ItemRow } from './ItemRow.tsx';

interface FocusWayInProps {
  /** Shown instead when the reader follows something already. */
  otherwise: ReactNode;
  /** Once the server has an item focused: Home reloads its focus feed. */
  onFollow?: () => void;
}

/** An empty focus is a way in: items to follow at once, and Explorer for more (docs/product.md §2.11.1). */
export function FocusWayIn({ otherwise, onFollow }: FocusWayInProps) {
  const t = useT();
  const empty = useFocusIsEmpty();
  const suggestions = useFocusSuggestions(empty === true);
  const titleId = useId();
  if (empty !== true) return otherwise;
  return (
    <section className={styles.wayIn} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('focus.emptyTitle')}
      </h2>
      {suggestions.data?.length ? (
        <>
          <p className={styles.intro}>{t('focus.emptyIntro')}</p>
          <ul className={styles.list}>
            {suggestions.data.map((suggestion) => (
              <li key={suggestion.id}>
                <Suggestion suggestion={suggestion} onFollow={onFollow} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link className={styles.explore} to="/app/explorer">
        {t('focus.explore')}
      </Link>
    </section>
  );
}

function Suggestion({ suggestion, onFollow }: { suggestion: FocusSuggestion; onFollow?: () => void }) {
  const t = useT();
  const online = useOnline();
  const path = useStackPath();
  const { type, reason, ...item } = suggestion;
  const on = useFollowFlags(type, item.id)?.focus;
  const setFlag = useSetFollowFlag(type);
  // The toggle's optimistic move replaces the way in, unmounting this row before the answer: a callback
  // given to mutate() would then never run, so the feed's reload hangs on the promise. A refusal is told by
  // the mutation itself.
  const toggle = () =>
    setFlag
      .mutateAsync({ item: { ...item, confidential: false }, kind: 'focus', on: !on })
      .then(onFollow, () => {});
  return (
    <ItemRow
      to={path(`${type}/${item.id}`)}
      img={item.img}
      name={item.name}
      actions={
        <FlagToggle
          kind="focus"
          name={item.name}
          on={on ?? false}
          disabled={!online || on === undefined}
          onToggle={toggle}
        />
      }
    >
      {t(reason === 'colleagues' ? 'focus.byColleagues' : 'focus.trending')}
    </ItemRow>
  );
}
