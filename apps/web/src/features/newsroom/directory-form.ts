import { ApiError } from '../../lib/api-client.ts';
import type { NewsroomKey } from './i18n.ts';

/** A text field of a contact's or an entity's form (docs/product.md §2.19 Annuaire). */
export interface FieldSpec {
  name: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'url' | 'email' | 'tel';
}

const SOCIAL: FieldSpec[] = [
  { name: 'img', type: 'url' },
  { name: 'url_twitter', type: 'url' },
  { name: 'url_facebook', type: 'url' },
  { name: 'url_linkedin', type: 'url' },
];

export const CONTACT_FIELDS: FieldSpec[] = [
  { name: 'firstname', required: true },
  { name: 'lastname', required: true },
  { name: 'full_mandat' },
  { name: 'biography', multiline: true },
  { name: 'career', multiline: true },
  ...SOCIAL,
];

export const ENTITY_FIELDS: FieldSpec[] = [
  { name: 'name', required: true },
  { name: 'label' },
  { name: 'alias' },
  { name: 'description', multiline: true },
  { name: 'address' },
  { name: 'country' },
  { name: 'email', type: 'email' },
  { name: 'phone', type: 'tel' },
  ...SOCIAL,
  { name: 'url_wikipedia', type: 'url' },
];

export interface LinkDraft {
  /** Names the row on screen until it is saved; never sent. */
  uid: number;
  target_type: 'contact' | 'entity' | 'theme';
  target_id: string;
  type: string;
  color: string;
}

/** What the form holds: text fields by name, the affiliations ticked and the links. */
export interface ItemDraft {
  text: Record<string, string>;
  affiliations: string[];
  links: LinkDraft[];
}

type Stored = Record<string, unknown> & { affiliations?: string[]; links?: Omit<LinkDraft, 'uid'>[] };

let lastUid = 0;
export const nextUid = () => ++lastUid;

export function toDraft(fields: FieldSpec[], stored: Stored | undefined): ItemDraft {
  const text = Object.fromEntries(
    fields.map(({ name }) => [name, typeof stored?.[name] === 'string' ? (stored[name] as string) : '']),
  );
  const links = (stored?.links ?? []).map(({ target_type, target_id, type, color }) => ({
    uid: nextUid(),
    target_type,
    target_id,
    type,
    color,
  }));
  return { text, affiliations: stored?.affiliations ?? [], links };
}

/** The body the server expects: an empty picture is none. */
export const fromDraft = (draft: ItemDraft) => ({
  ...draft.text,
  img: draft.text.img?.trim() || null,
  affiliations: draft.affiliations,
  links: draft.links.map(({ uid, ...link }) => link),
});

/** The first required field left empty, checked before anything is sent. */
export const missingField = (fields: FieldSpec[], text: Record<string, string>) =>
  fields.find((field) => field.required && !text[field.name]?.trim())?.name;

/** A refusal as the form shows it: the field it names (without `body.<kind>.`) and a sentence. */
export interface FormError {
  field?: string;
  key: NewsroomKey | 'app.error';
}

/**
 * The server's refusal of a directory write (docs/product.md §10.9.6): a 400 names its field
 * (`body.theme.parent_id: …`), so the field and the server's words say which rule was broken.
 */
export function directoryError(error: unknown): FormError {
  if (!(error instanceof ApiError)) return { key: 'app.error' };
  if (error.status === 403) return { key: 'directory.errors.forbidden' };
  if (error.status === 404) return { key: 'directory.errors.notFound' };
  if (error.status !== 400) return { key: 'app.error' };
  const [path = '', ...rest] = error.message.split(':');
  const reason = rest.join(':');
  const field = path.replace(/^body\.(contact|entity|theme)\./, '').replace(/^body\./, '');
  if (field === 'parent_id') {
    if (reason.includes('under itself')) return { field, key: 'directory.errors.cycle' };
    if (reason.includes('3 levels')) return { field, key: 'directory.errors.depth' };
    return { field, key: 'directory.errors.parent' };
  }
  if (field.startsWith('links')) return { field: 'links', key: 'directory.errors.link' };
  if (field === 'duplicate_id') return { field, key: 'directory.errors.duplicate' };
  const spec = [...CONTACT_FIELDS, ...ENTITY_FIELDS].find((candidate) => candidate.name === field);
  if (spec?.type === 'url') return { field, key: 'directory.errors.url' };
  if (spec?.required || field === 'item') return { field, key: 'directory.errors.required' };
  return { field, key: 'directory.errors.invalid' };
}
