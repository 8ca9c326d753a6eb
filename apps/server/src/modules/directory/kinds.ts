import type { ContactFields, DirectoryLink, EntityFields } from '@vigie/contract';

/** The directory's people and organisations: what differs between them is where their fields live. */
export const ITEM_KINDS = {
  contact: {
    table: 'contacts',
    affiliations: 'contact_affiliations',
    name: 'Contact',
    /** What posts.cited_names and the trends show of it. */
    names: ['firstname', 'lastname'],
    columns: ['firstname', 'lastname', 'biography', 'career', 'img'],
    extra: ['full_mandat', 'url_twitter', 'url_facebook', 'url_linkedin'],
  },
  entity: {
    table: 'entities',
    affiliations: 'entity_affiliations',
    name: 'Entity',
    names: ['name'],
    columns: ['name', 'label', 'alias', 'description', 'address', 'country', 'email', 'phone', 'img'],
    extra: ['url_twitter', 'url_facebook', 'url_linkedin', 'url_wikipedia'],
  },
} as const;

export type ItemKind = keyof typeof ITEM_KINDS;
export interface FieldsOf {
  contact: ContactFields;
  entity: EntityFields;
}
export type ItemFields = ContactFields | EntityFields;
export type Row = Record<string, unknown>;

/** A stored link from an item, and whether its target is a restricted theme. */
export interface StoredLink extends DirectoryLink {
  id: string;
  restricted: boolean;
}

/**
 * The row columns of `fields`. Social addresses and the mandate live in extra_data, beside keys an import
 * may have stored there, which are kept; an empty one is removed.
 */
export function toRow(kind: ItemKind, fields: ItemFields, storedExtra: unknown): Row {
  const { columns, extra } = ITEM_KINDS[kind];
  const values = fields as unknown as Row;
  const kept = Object.entries(isObject(storedExtra) ? storedExtra : {}).filter(
    ([key]) => !(extra as readonly string[]).includes(key),
  );
  const given = extra.map((key) => [key, values[key]] as const).filter(([, value]) => value !== '');
  return {
    ...Object.fromEntries(columns.map((column) => [column, values[column]])),
    extra_data: JSON.stringify(Object.fromEntries([...kept, ...given])),
  };
}

/** The editable fields of a stored row, with its affiliations and links. */
export function toFields<K extends ItemKind>(
  kind: K,
  row: Row,
  affiliations: string[],
  links: DirectoryLink[],
): FieldsOf[K] {
  const { columns, extra } = ITEM_KINDS[kind];
  const stored = isObject(row.extra_data) ? row.extra_data : {};
  return {
    ...Object.fromEntries(columns.map((column) => [column, row[column]])),
    ...Object.fromEntries(
      extra.map((key) => [key, typeof stored[key] === 'string' ? stored[key] : ''] as const),
    ),
    affiliations,
    links,
  } as unknown as FieldsOf[K];
}

/** What a link is, for comparing and recording: its ends, type and colour, not its id. */
export const linkFields = ({ target_type, target_id, type, color }: DirectoryLink): DirectoryLink => ({
  target_type,
  target_id,
  type,
  color,
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
