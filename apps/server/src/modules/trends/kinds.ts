import { type RawBuilder, sql } from 'kysely';

/** Items whose all-time totals to rebuild; every item when omitted. */
export interface CountScope {
  contacts: string[];
  entities: string[];
  themes: string[];
}

/** The kinds of items counted, and the link table citing each. */
export const KINDS = [
  { type: 'contact', table: 'post_contacts', column: 'contact_id', scope: 'contacts' },
  { type: 'entity', table: 'post_entities', column: 'entity_id', scope: 'entities' },
  { type: 'theme', table: 'post_themes', column: 'theme_id', scope: 'themes' },
] as const;
export type Kind = (typeof KINDS)[number];

/** The rows, keyed by `item_type` and `item_id`, of the items in `scope`. */
export const itemInScope = (scope: CountScope) =>
  sql<boolean>`(${sql.join(
    KINDS.map(
      (kind) => sql`(item_type = ${sql.lit(kind.type)} AND item_id = ANY(${scope[kind.scope]}::char(24)[]))`,
    ),
    sql` OR `,
  )})`;

/**
 * `days` days before `moment`: a citation (`l`) dated after it is in the `days`-day window at that moment.
 * The windows' counts and the search for what slid out of them (slid.ts) share this bound.
 */
export const windowStart = (moment: RawBuilder<Date>, days: number) =>
  sql<Date>`${moment} - ${sql.lit(days)} * interval '1 day'`;

export const now = sql<Date>`now()`;
