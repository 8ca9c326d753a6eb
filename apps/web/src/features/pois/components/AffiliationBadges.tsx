import type { ContactSummary } from '@vigie/contract';
import { Fragment } from 'react';
import styles from './AffiliationBadges.module.css';

type Affiliation = ContactSummary['affiliations'][number];

/** Badges past these would be cut off anyway on a phone's row. */
const SHOWN = 3;

/** sRGB channels of '#rgb' or '#rrggbb' (the import's colour format), or null for anything else. */
function channels(color: string): number[] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16) / 255);
}

/** WCAG relative luminance. */
const luminance = ([r, g, b]: number[]) => {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
};

/** Black or white text, whichever contrasts more with `background`: the better one always reaches 4.5:1. */
function badgeColors(background: string) {
  const rgb = channels(background);
  if (!rgb) return undefined;
  // Above this luminance, black contrasts more than white.
  return { backgroundColor: background, color: luminance(rgb) > 0.179 ? '#000' : '#fff' };
}

/** A contact's first affiliations, each in its colour. */
export function AffiliationBadges({ affiliations }: { affiliations: readonly Affiliation[] }) {
  return (
    <span className={styles.badges}>
      {affiliations.slice(0, SHOWN).map(({ id, name, color }, index) => (
        <Fragment key={id}>
          {/* Flex items drop it; the link's name needs it between badges. */}
          {index > 0 ? ' ' : null}
          <span className={styles.badge} style={badgeColors(color)}>
            {name}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
