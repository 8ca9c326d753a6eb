import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Stance on the 8-level scale, or null when unknown. */
export type Position =
  | 'committed'
  | 'supportive'
  | 'hesitant'
  | 'neutral'
  | 'passive'
  | 'opponent'
  | 'contrarian'
  | 'adversary';
export type ItemType = 'contact' | 'entity' | 'theme';
export type PostType = 'memo' | 'news' | 'synthese';
export type Role = 'reader' | 'editor' | 'admin';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type GeneratedAlways<T> = ColumnType<T, never, never>;
type Json = ColumnType<unknown, string, string>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  firstname: Generated<string>;
  lastname: Generated<string>;
  username: Generated<string>;
  biography: Generated<string>;
  img: string | null;
  is_active: Generated<boolean>;
  has_confidential_access: Generated<boolean>;
  role: Generated<Role>;
  inserted_at: DefaultedTimestamp;
}

export interface SessionsTable {
  token_hash: Buffer;
  user_id: string;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
}

/** A chat password's hash, until it expires (GET /im_api/v1/get_credentials). */
export interface ChatTokensTable {
  token_hash: Buffer;
  user_id: string;
  expires_at: Timestamp;
}

/** A one-time set-password link's hash, until it is used or expires. */
export interface PasswordResetsTable {
  token_hash: Buffer;
  user_id: string;
  expires_at: Timestamp;
}

/** Sign-in attempts counted under one key (address, e-mail, or both) since `window_start`. */
export interface LoginAttemptsTable {
  key: string;
  attempts: number;
  window_start: Timestamp;
}

export interface MediaTable {
  id: string;
  content_type: string;
  data: Buffer;
  inserted_at: DefaultedTimestamp;
}

export interface FilesTable {
  id: string;
  filename: string;
  content_type: string;
  size: number;
  uploaded_by: string | null;
  inserted_at: DefaultedTimestamp;
}

export interface AffiliationsTable {
  id: string;
  name: string;
  color: string;
}

interface Stance {
  start_position: Position | null;
  end_position: Position | null;
}

export interface ContactsTable extends Stance {
  id: string;
  firstname: Generated<string>;
  lastname: Generated<string>;
  img: string | null;
  biography: Generated<string>;
  career: Generated<string>;
  extra_data: Json;
  sort_key: GeneratedAlways<string>;
  search_text: GeneratedAlways<string>;
}

export interface EntitiesTable extends Stance {
  id: string;
  name: string;
  label: Generated<string>;
  description: Generated<string>;
  alias: Generated<string>;
  address: Generated<string>;
  country: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  img: string | null;
  extra_data: Json;
  sort_key: GeneratedAlways<string>;
  search_text: GeneratedAlways<string>;
}

export interface ContactAffiliationsTable {
  contact_id: string;
  affiliation_id: string;
}

export interface EntityAffiliationsTable {
  entity_id: string;
  affiliation_id: string;
}

export interface ThemesTable {
  id: string;
  item: string;
  type: Generated<string>;
  description: Generated<string>;
  confidential: Generated<boolean>;
  parent_id: string | null;
  root_id: string;
  level: number;
  restricted: Generated<boolean>;
  sort_key: GeneratedAlways<string>;
  /** The local part of the theme's chat room JID. */
  chat_room: string | null;
}

export interface ThemeGridNodesTable extends Stance {
  id: string;
  theme_id: string;
  contact_id: string | null;
  entity_id: string | null;
}

export interface LinksTable {
  id: string;
  source_type: ItemType;
  source_id: string;
  target_type: ItemType;
  target_id: string;
  type: string;
  color: string;
}

export interface PostsTable {
  id: string;
  title: string;
  type: PostType;
  summary: Generated<string>;
  description: Generated<string>;
  img: string | null;
  is_published: Generated<boolean>;
  publish_date: Timestamp;
  inserted_at: DefaultedTimestamp;
  confidential: Generated<boolean>;
  geo: Generated<string>;
  source_name: Generated<string>;
  source_url: Generated<string>;
  source_flag: Generated<boolean>;
  author_id: string | null;
  cited_names: Generated<string>;
  search_vector: GeneratedAlways<string>;
  /** Counts edits: an edit names the version it changed (docs/product.md §10.9.2). */
  version: Generated<number>;
  /** When a published post was last corrected. */
  edited_at: Timestamp | null;
  retracted_at: Timestamp | null;
  /** When its pushes were queued: once, at publication or when its date came. */
  pushes_queued_at: Timestamp | null;
}

/** A citation copies its post's visibility and type (kept equal by a foreign key). */
interface PostLink {
  post_id: string;
  publish_date: Timestamp;
  is_published: boolean;
  confidential: boolean;
  type: PostType;
  position: Generated<number>;
}
export interface PostContactsTable extends PostLink {
  contact_id: string;
}
export interface PostEntitiesTable extends PostLink {
  entity_id: string;
}
export interface PostThemesTable extends PostLink {
  theme_id: string;
}

/** Kept by triggers (migration 2026-12-01-post-cards): read only, never written by the server. */
export interface PostCardsTable {
  post_id: string;
  /** The card as JSON text, as readers with confidential access see it. */
  card: string;
  /** The card without restricted themes, when it cites one. */
  public_card: string | null;
}

export interface AttachmentsTable {
  id: string;
  post_id: string;
  filename: string;
  url: string;
  position: Generated<number>;
}

export interface CommentsTable {
  id: string;
  post_id: string;
  user_id: string;
  body: Json;
  inserted_at: DefaultedTimestamp;
  client_id: string | null;
}

export interface BookmarksTable {
  user_id: string;
  post_id: string;
  inserted_at: DefaultedTimestamp;
}

export interface ItemSettingsTable {
  user_id: string;
  item_type: ItemType;
  item_id: string;
  focus_enabled: Generated<boolean>;
  notification_enabled: Generated<boolean>;
  updated_at: DefaultedTimestamp;
}

/** What a reader's focus feed follows, kept by triggers (migrations 2026-12-02-focus-sets, 2026-12-06-focus-share). */
export interface FocusSetsTable {
  user_id: string;
  contacts: Generated<string[]>;
  entities: Generated<string[]>;
  /** The themes focused and every theme below them. */
  themes: Generated<string[]>;
  /** The same without restricted themes. */
  public_themes: Generated<string[]>;
  /** The part of all posts citing one of them, estimated when the row was made; null when unknown. */
  share: number | null;
}

export interface AppConfigTable {
  key: string;
  value: string;
}

export interface AppFilesTable {
  key: string;
  filename: string;
  content_type: string;
  data: Buffer;
}

export interface TrendCountsTable {
  period_days: number;
  audience: 'all' | 'public';
  item_type: ItemType;
  item_id: string;
  memo: number;
  news: number;
  synthese: number;
  total: number;
  /** The item's name without case or accents: ranks ties. */
  sort_key: string;
}

export interface TrendAnswersTable {
  period_days: number;
  audience: 'all' | 'public';
  /** The answer's JSON, in ASCII (migration 2026-12-07-trend-answers-as-text). */
  body: string;
  refreshed_at: DefaultedTimestamp;
}

/**
 * One row: when every item's trend windows were last rebuilt (migration 2026-12-09-trend-window-rebuilds),
 * and when they last slid, by a rebuild or by a recount of the items time moved (2026-12-11).
 */
export interface TrendWindowRebuildsTable {
  only_row: ColumnType<boolean, true | undefined, never>;
  rebuilt_at: Timestamp;
  slid_at: Timestamp;
}

/** Citations counted once for the all-time trend counts, up to settled_citations_bound (migration 2026-12-10). */
export interface SettledCitationsTable {
  item_type: ItemType;
  item_id: string;
  type: PostType;
  confidential: boolean;
  n: number;
}

export interface SettledCitationsBoundTable {
  only_row: ColumnType<boolean, true | undefined, never>;
  settled_until: Timestamp;
}

export interface VapidKeysTable {
  singleton: Generated<boolean>;
  public_key: string;
  private_key: string;
  created_at: DefaultedTimestamp;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  session_hash: Buffer;
  /** The language the device's app shows: its pushes are written in it. */
  lang: Generated<'fr' | 'en'>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface PushQueueTable {
  id: GeneratedAlways<number>;
  subscription_id: string;
  payload: Json;
  attempts: Generated<number>;
  /** Due time; a claim moves it to the end of the lease. */
  next_attempt_at: DefaultedTimestamp;
  claim_token: string | null;
  created_at: DefaultedTimestamp;
}

/** One write of the administration: the fields it changed, before and after (modules/audit). */
export interface AuditLogTable {
  id: GeneratedAlways<number>;
  at: DefaultedTimestamp;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string;
  before: Json | null;
  after: Json | null;
  /** The target was confidential before or after: hidden from admins without confidential access. */
  confidential: Generated<boolean>;
}

/** One change of a contact's or an entity's stance on a theme (docs/product.md §10.9.9). */
export interface StanceChangesTable {
  id: GeneratedAlways<number>;
  theme_id: string;
  contact_id: string | null;
  entity_id: string | null;
  from_position: Position | null;
  to_position: Position | null;
  post_id: string | null;
  actor_id: string;
  changed_at: DefaultedTimestamp;
}

/** A search a reader follows like an item (docs/product.md §10.18). */
export interface SavedSearchesTable {
  id: string;
  user_id: string;
  query: string;
  post_type: PostType | null;
  /** The query parsed by `to_tsquery`, as `posts/search.ts` builds it. */
  ts_query: string;
  focus_enabled: Generated<boolean>;
  notification_enabled: Generated<boolean>;
  created_at: DefaultedTimestamp;
}

/** When a reader's pushes reach them: quiet hours and the daily digest, in minutes of their local day. */
export interface PushPreferencesTable {
  user_id: string;
  time_zone: string;
  quiet_start: number | null;
  quiet_end: number | null;
  digest_at: number | null;
  /** The reader's local date of the last digest queued. */
  digest_sent_on: ColumnType<Date | null, string | null, string | null>;
  updated_at: DefaultedTimestamp;
}

/** A post's push waiting for the end of its reader's quiet hours. */
export interface HeldPushesTable {
  user_id: string;
  post_id: string;
  held_at: DefaultedTimestamp;
}

/** A reader's newest post seen in one timeline (docs/product.md §10.16). */
export interface ReadMarkersTable {
  user_id: string;
  timeline: string;
  post_id: string;
  publish_date: Timestamp;
  updated_at: DefaultedTimestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  chat_tokens: ChatTokensTable;
  login_attempts: LoginAttemptsTable;
  password_resets: PasswordResetsTable;
  media: MediaTable;
  files: FilesTable;
  affiliations: AffiliationsTable;
  contacts: ContactsTable;
  entities: EntitiesTable;
  contact_affiliations: ContactAffiliationsTable;
  entity_affiliations: EntityAffiliationsTable;
  themes: ThemesTable;
  theme_grid_nodes: ThemeGridNodesTable;
  links: LinksTable;
  posts: PostsTable;
  post_cards: PostCardsTable;
  post_contacts: PostContactsTable;
  post_entities: PostEntitiesTable;
  post_themes: PostThemesTable;
  attachments: AttachmentsTable;
  comments: CommentsTable;
  bookmarks: BookmarksTable;
  item_settings: ItemSettingsTable;
  focus_sets: FocusSetsTable;
  app_config: AppConfigTable;
  app_files: AppFilesTable;
  trend_counts: TrendCountsTable;
  trend_answers: TrendAnswersTable;
  trend_window_rebuilds: TrendWindowRebuildsTable;
  settled_citations: SettledCitationsTable;
  settled_citations_bound: SettledCitationsBoundTable;
  vapid_keys: VapidKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  push_queue: PushQueueTable;
  audit_log: AuditLogTable;
  saved_searches: SavedSearchesTable;
  push_preferences: PushPreferencesTable;
  held_pushes: HeldPushesTable;
  read_markers: ReadMarkersTable;
  stance_changes: StanceChangesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewPost = Insertable<PostsTable>;
