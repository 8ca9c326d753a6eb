import { useId } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { type GridNode, STANCE_COLORS, STANCE_SCALE, type Stance, stanceMove, stanceOf } from '../stance.ts';
import styles from './StanceGrid.module.css';

/** The middle of a step's segment, as a distance from the scale's left edge. */
const centreOf = (step: number) => `${((step + 0.5) * 100) / STANCE_SCALE.length}%`;

/** A contact's or an entity's stance: start and end in words, both marked on the 8-step scale. */
export function StanceGrid({ node }: { node: GridNode }) {
  const t = useT();
  const titleId = useId();
  const start = stanceOf(node.start_position);
  const end = stanceOf(node.end_position);
  const move = stanceMove(node);
  const known = start.step !== null || end.step !== null;
  return (
    // Named by the title alone: the caption also holds the movement.
    <figure className={styles.stance} aria-labelledby={titleId}>
      <figcaption className={known ? styles.heading : 'visually-hidden'}>
        <span id={titleId} className={styles.title}>
          {t('stance.title')}
        </span>{' '}
        {move === 'unknown' ? null : <span>{t(`stance.move.${move}`)}</span>}
      </figcaption>
      {known ? (
        <>
          <p className={styles.summary}>
            <span className={styles.part}>
              <span className={styles.startMarker} aria-hidden="true" />
              {t('stance.start')} {t(start.labelKey)}
            </span>{' '}
            <span aria-hidden="true">→</span>{' '}
            <span className={styles.part}>
              <span className={styles.endMarker} aria-hidden="true" />
              {t('stance.end')} {t(end.labelKey)}
            </span>
          </p>
          <Scale start={start.step} end={end.step} />
        </>
      ) : (
        <p className={styles.unknown}>
          <Swatch stance={start} />
          {t('stance.unknownStance')}
        </p>
      )}
    </figure>
  );
}

/** Hidden from screen readers: the summary above says the same in words. */
function Scale({ start, end }: { start: number | null; end: number | null }) {
  const t = useT();
  return (
    <div aria-hidden="true">
      <div className={styles.lane}>
        {start !== null && end !== null && start !== end ? (
          <span
            className={styles.path}
            style={{
              left: centreOf(Math.min(start, end)),
              width: `${(Math.abs(end - start) * 100) / STANCE_SCALE.length}%`,
            }}
          />
        ) : null}
        {start === null ? null : (
          <span className={`${styles.startMarker} ${styles.placed}`} style={{ left: centreOf(start) }} />
        )}
        {end === null ? null : (
          <span className={`${styles.endMarker} ${styles.placed}`} style={{ left: centreOf(end) }} />
        )}
      </div>
      <div className={styles.bar}>
        {STANCE_SCALE.map((position) => (
          <span key={position} style={{ backgroundColor: STANCE_COLORS[position] }} />
        ))}
      </div>
      <div className={styles.ends}>
        <span>{t('stance.committed')}</span>
        <span>{t('stance.adversary')}</span>
      </div>
    </div>
  );
}

/** A position's colour, or a dashed outline when unknown; always beside its label. */
function Swatch({ stance }: { stance: Stance }) {
  return (
    <span
      className={stance.color ? styles.swatch : styles.unknownSwatch}
      style={{ backgroundColor: stance.color ?? undefined }}
      aria-hidden="true"
    />
  );
}

/** A stance on one line for list rows: 'Favorable → Opposant', one label if it did not move, 'Inconnue' if unknown. */
export function StanceSummary({ node }: { node: GridNode }) {
  const t = useT();
  const start = stanceOf(node.start_position);
  const end = stanceOf(node.end_position);
  return (
    <span className={styles.line}>
      <Swatch stance={start} />
      {t(start.labelKey)}
      {start.position === end.position ? null : (
        <>
          {' → '}
          <Swatch stance={end} />
          {t(end.labelKey)}
        </>
      )}
    </span>
  );
}
