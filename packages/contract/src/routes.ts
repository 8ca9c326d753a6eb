import { z } from 'zod';
import { LogInBody } from './accounts.ts';
import { AdminAppConfig, AppSettingsBody, CGU_BODY_LIMIT, CguUploadBody } from './admin-config.ts';
import {
  AdminUser,
  AdminUserChangesBody,
  AdminUsersQuery,
  CreatedAdminUser,
  NewAdminUserBody,
  ResetLink,
  SetPasswordBody,
  SignedOut,
} from './admin-users.ts';
import { CguLang, ConfigKeyParams, ConfigValue, IframeCheck, IframeCheckQuery } from './app-config.ts';
import { AuditPage, AuditQuery } from './audit.ts';
import { AvatarParams, ChatCredentials } from './chat.ts';
import { CursorQuery, FlagParams, IdParams } from './common.ts';
import {
  ContactBody,
  DirectoryContact,
  DirectoryEntity,
  DirectoryTheme,
  EntityBody,
  LinkCategory,
  MergeBody,
  ThemeBody,
} from './directory.ts';
import { endpoints } from './endpoints.ts';
import { UploadedFile, UploadFileQuery } from './files.ts';
import {
  BookmarkState,
  FocusContact,
  FocusEntity,
  FocusSuggestion,
  FocusTheme,
  ItemSetting,
  Trends,
  TrendsQuery,
} from './following.ts';
import { Markers, MarkersBody, MarkersQuery } from './markers.ts';
import {
  CreatePostBody,
  EditConflict,
  NewsroomPage,
  NewsroomPost,
  NewsroomQuery,
  UpdatePostBody,
} from './newsroom.ts';
import {
  PingPushBody,
  PingResult,
  RegisterPushBody,
  RegisterPushQuery,
  UnregisterPushBody,
  VapidPublicKey,
} from './notifications.ts';
import {
  Affiliation,
  Contact,
  ContactSummary,
  Entity,
  EntitySummary,
  NameSearchQuery,
  Theme,
  ThemeTree,
} from './pois.ts';
import {
  AuthorFeedQuery,
  Comment,
  CustomFeedQuery,
  Feed,
  NewCommentBody,
  PostDetail,
  SearchQuery,
  TrendFeed,
  TrendFeedParams,
  TrendFeedQuery,
  VisiblePosts,
  VisiblePostsBody,
} from './posts.ts';
import { Digest, PushSchedule } from './push-schedule.ts';
import { NewSavedSearchBody, SavedSearch } from './saved-searches.ts';
import { SetStanceBody, StanceCell, StanceGrid, StanceGridQuery } from './stances.ts';
import { Account, UpdateUserBody, User, UserSummary } from './users.ts';

export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT';
  /** Relative to API_PREFIX, with Fastify `:param` segments. */
  path: string;
  summary: string;
  /** false for the routes a signed-out screen needs. */
  auth: boolean;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The success status and its body; `null` for an empty answer or a file. */
  success: { status: number; body: z.ZodType | null };
  /** The body of a 409, for routes refusing a stale edit. */
  conflict?: z.ZodType;
  /** A second success status answered with no body (docs/product.md §8.1: `unset` flags answer 204). */
  alsoEmpty?: 204;
  /** The largest body accepted, in bytes, when a route takes more than the server's default (a file). */
  bodyLimit?: number;
}

const define = <T extends RouteDef>(def: T): T => def;
const ok = <T extends z.ZodType>(body: T) => ({ status: 200, body });
const created = <T extends z.ZodType>(body: T) => ({ status: 201, body });
const noContent = { status: 204, body: null };
const file = { status: 200, body: null };

/** The whole API: the server registers exactly these routes, and clients call them by name. */
export const routes = {
  logIn: define({
    ...endpoints.logIn,
    summary: 'Sign in',
    body: LogInBody,
    success: ok(Account),
  }),
  logOut: define({
    ...endpoints.logOut,
    summary: 'Sign out',
    success: noContent,
  }),
  setPassword: define({
    ...endpoints.setPassword,
    summary: 'Choose a password with a one-time set-password link (signs out every session)',
    body: SetPasswordBody,
    success: noContent,
  }),

  normalFeed: define({
    ...endpoints.normalFeed,
    summary: 'Latest posts',
    querystring: CursorQuery,
    success: ok(Feed),
  }),
  focusFeed: define({
    ...endpoints.focusFeed,
    summary: 'Posts citing what the user focuses',
    querystring: CursorQuery,
    success: ok(Feed),
  }),
  authorFeed: define({
    ...endpoints.authorFeed,
    summary: "One author's posts",
    querystring: AuthorFeedQuery,
    success: ok(Feed),
  }),
  bookmarkFeed: define({
    ...endpoints.bookmarkFeed,
    summary: 'The bookmarked posts the viewer may see, most recently bookmarked first',
    querystring: CursorQuery,
    success: ok(Feed),
  }),
  customFeed: define({
    ...endpoints.customFeed,
    summary: 'Briefing feed of items',
    querystring: CustomFeedQuery,
    success: ok(Feed),
  }),
  searchPosts: define({
    ...endpoints.searchPosts,
    summary: 'Search posts',
    querystring: SearchQuery,
    success: ok(Feed),
  }),
  getPost: define({
    ...endpoints.getPost,
    summary: 'A post with its comments',
    params: IdParams,
    success: ok(PostDetail),
  }),
  visiblePosts: define({
    ...endpoints.visiblePosts,
    summary: 'Which of these posts the reader may still see: the others are dropped from offline copies',
    body: VisiblePostsBody,
    success: ok(VisiblePosts),
  }),
  listComments: define({
    ...endpoints.listComments,
    summary: "A post's comments, oldest first",
    params: IdParams,
    success: ok(z.array(Comment)),
  }),
  markers: define({
    ...endpoints.markers,
    summary: 'The reader’s read markers of these timelines, with their unread counts',
    querystring: MarkersQuery,
    success: ok(Markers),
  }),
  saveMarkers: define({
    ...endpoints.saveMarkers,
    summary: 'Move read markers forward (an older post leaves a marker as it is); answers them as stored',
    body: MarkersBody,
    success: ok(Markers),
  }),
  addComment: define({
    ...endpoints.addComment,
    summary: 'Comment on a post',
    body: NewCommentBody,
    success: ok(Comment),
  }),
  publishPost: define({
    ...endpoints.publishPost,
    summary: 'Create a post: published, scheduled or a draft (editors and admins)',
    body: CreatePostBody,
    success: created(NewsroomPost),
  }),
  newsroomPosts: define({
    ...endpoints.newsroomPosts,
    summary: 'The newsroom’s posts in every state, newest first (editors and admins)',
    querystring: NewsroomQuery,
    success: ok(NewsroomPage),
  }),
  newsroomPost: define({
    ...endpoints.newsroomPost,
    summary: 'A post for editing (editors and admins)',
    params: IdParams,
    success: ok(NewsroomPost),
  }),
  updatePost: define({
    ...endpoints.updatePost,
    summary: 'Edit a post from the version read; 409 with the current post when it changed since',
    params: IdParams,
    body: UpdatePostBody,
    success: ok(NewsroomPost),
    conflict: EditConflict,
  }),
  retractPost: define({
    ...endpoints.retractPost,
    summary: 'Withdraw a post from readers at once (editors and admins)',
    params: IdParams,
    success: ok(NewsroomPost),
  }),
  uploadFile: define({
    ...endpoints.uploadFile,
    summary: 'Upload a PDF or an image for a post; the body is the file (editors and admins)',
    querystring: UploadFileQuery,
    success: created(UploadedFile),
  }),
  auditLog: define({
    ...endpoints.auditLog,
    summary: 'The administration’s writes, newest first (admins)',
    querystring: AuditQuery,
    success: ok(AuditPage),
  }),
  listAdminUsers: define({
    ...endpoints.listAdminUsers,
    summary: 'Every account, by name, with role and last sign-in (admins)',
    querystring: AdminUsersQuery,
    success: ok(z.array(AdminUser)),
  }),
  createAdminUser: define({
    ...endpoints.createAdminUser,
    summary: 'Create an account and its set-password link (admins)',
    body: NewAdminUserBody,
    success: created(CreatedAdminUser),
  }),
  updateAdminUser: define({
    ...endpoints.updateAdminUser,
    summary: 'Change an account’s role, confidential access or activity (admins)',
    params: IdParams,
    body: AdminUserChangesBody,
    success: ok(AdminUser),
  }),
  signOutAdminUser: define({
    ...endpoints.signOutAdminUser,
    summary: 'Revoke every session of an account (admins)',
    params: IdParams,
    success: ok(SignedOut),
  }),
  adminResetLink: define({
    ...endpoints.adminResetLink,
    summary: 'A one-time set-password link for an account, valid 24 h (admins)',
    params: IdParams,
    success: ok(ResetLink),
  }),
  adminAppConfig: define({
    ...endpoints.adminAppConfig,
    summary: 'The app’s title, support address and terms PDFs (admins)',
    success: ok(AdminAppConfig),
  }),
  updateAppSettings: define({
    ...endpoints.updateAppSettings,
    summary: 'Set the app’s title or support address (admins)',
    body: AppSettingsBody,
    success: ok(AdminAppConfig),
  }),
  uploadCgu: define({
    ...endpoints.uploadCgu,
    summary: 'Replace the terms of use PDF of a language, in base64; dates a new version (admins)',
    params: CguLang,
    body: CguUploadBody,
    bodyLimit: CGU_BODY_LIMIT,
    success: ok(AdminAppConfig),
  }),

  directoryContact: define({
    ...endpoints.directoryContact,
    summary: 'A contact as the directory edits it (editors and admins)',
    params: IdParams,
    success: ok(DirectoryContact),
  }),
  createContact: define({
    ...endpoints.createContact,
    summary: 'Add a contact to the directory (editors and admins)',
    body: ContactBody,
    success: created(DirectoryContact),
  }),
  updateContact: define({
    ...endpoints.updateContact,
    summary: 'Edit a contact, its affiliations and links (editors and admins)',
    params: IdParams,
    body: ContactBody,
    success: ok(DirectoryContact),
  }),
  mergeContacts: define({
    ...endpoints.mergeContacts,
    summary: 'Fold a duplicate contact into this one, then delete it (editors and admins)',
    params: IdParams,
    body: MergeBody,
    success: ok(DirectoryContact),
  }),
  directoryEntity: define({
    ...endpoints.directoryEntity,
    summary: 'An entity as the directory edits it (editors and admins)',
    params: IdParams,
    success: ok(DirectoryEntity),
  }),
  createEntity: define({
    ...endpoints.createEntity,
    summary: 'Add an entity to the directory (editors and admins)',
    body: EntityBody,
    success: created(DirectoryEntity),
  }),
  updateEntity: define({
    ...endpoints.updateEntity,
    summary: 'Edit an entity, its affiliations and links (editors and admins)',
    params: IdParams,
    body: EntityBody,
    success: ok(DirectoryEntity),
  }),
  mergeEntities: define({
    ...endpoints.mergeEntities,
    summary: 'Fold a duplicate entity into this one, then delete it (editors and admins)',
    params: IdParams,
    body: MergeBody,
    success: ok(DirectoryEntity),
  }),
  directoryTheme: define({
    ...endpoints.directoryTheme,
    summary: 'A theme as the directory edits it (editors and admins)',
    params: IdParams,
    success: ok(DirectoryTheme),
  }),
  createTheme: define({
    ...endpoints.createTheme,
    summary: 'Add a theme, at most 3 levels deep (editors and admins)',
    body: ThemeBody,
    success: created(DirectoryTheme),
  }),
  updateTheme: define({
    ...endpoints.updateTheme,
    summary: 'Edit or move a theme with its sub-themes, at most 3 levels deep (editors and admins)',
    params: IdParams,
    body: ThemeBody,
    success: ok(DirectoryTheme),
  }),
  listAffiliations: define({
    ...endpoints.listAffiliations,
    summary: 'The affiliation badges contacts and entities may carry (editors and admins)',
    success: ok(z.array(Affiliation)),
  }),
  linkCategories: define({
    ...endpoints.linkCategories,
    summary: 'The link categories in use, by type (editors and admins)',
    success: ok(z.array(LinkCategory)),
  }),

  stanceGrid: define({
    ...endpoints.stanceGrid,
    summary: 'A contact’s or an entity’s stances on themes, each with its history (editors and admins)',
    querystring: StanceGridQuery,
    success: ok(StanceGrid),
  }),
  setStance: define({
    ...endpoints.setStance,
    summary: 'Set or clear a stance on a theme, recording the change and pushing it to followers',
    body: SetStanceBody,
    success: ok(StanceCell),
  }),

  listContacts: define({
    ...endpoints.listContacts,
    summary: 'Contacts by last name',
    querystring: NameSearchQuery,
    success: ok(z.array(ContactSummary)),
  }),
  getContact: define({
    ...endpoints.getContact,
    summary: 'A contact',
    params: IdParams,
    success: ok(Contact),
  }),
  listEntities: define({
    ...endpoints.listEntities,
    summary: 'Entities by name',
    querystring: NameSearchQuery,
    success: ok(z.array(EntitySummary)),
  }),
  getEntity: define({
    ...endpoints.getEntity,
    summary: 'An entity',
    params: IdParams,
    success: ok(Entity),
  }),
  themeTree: define({
    ...endpoints.themeTree,
    summary: 'The theme tree',
    success: ok(ThemeTree),
  }),
  getTheme: define({
    ...endpoints.getTheme,
    summary: 'A theme',
    params: IdParams,
    success: ok(Theme),
  }),

  listBookmarks: define({
    ...endpoints.listBookmarks,
    summary: 'Bookmarked post ids',
    success: ok(z.array(z.string())),
  }),
  setBookmark: define({
    ...endpoints.setBookmark,
    summary: 'Bookmark or unbookmark a post',
    params: FlagParams,
    success: ok(BookmarkState),
  }),

  focusContacts: define({
    ...endpoints.focusContacts,
    summary: 'Followed contacts',
    success: ok(z.array(FocusContact)),
  }),
  focusEntities: define({
    ...endpoints.focusEntities,
    summary: 'Followed entities',
    success: ok(z.array(FocusEntity)),
  }),
  focusThemes: define({
    ...endpoints.focusThemes,
    summary: 'Followed themes',
    success: ok(z.array(FocusTheme)),
  }),
  focusSuggestions: define({
    ...endpoints.focusSuggestions,
    summary: 'Items to follow for a reader whose focus is empty',
    success: ok(z.array(FocusSuggestion)),
  }),
  setFocusContact: define({
    ...endpoints.setFocusContact,
    summary: 'Focus a contact',
    params: FlagParams,
    success: ok(ItemSetting),
    alsoEmpty: 204,
  }),
  setFocusEntity: define({
    ...endpoints.setFocusEntity,
    summary: 'Focus an entity',
    params: FlagParams,
    success: ok(ItemSetting),
    alsoEmpty: 204,
  }),
  setFocusTheme: define({
    ...endpoints.setFocusTheme,
    summary: 'Focus a theme',
    params: FlagParams,
    success: ok(ItemSetting),
    alsoEmpty: 204,
  }),
  setNotifyContact: define({
    ...endpoints.setNotifyContact,
    summary: 'Notifications for a contact',
    params: FlagParams,
    success: ok(ItemSetting),
    alsoEmpty: 204,
  }),
  setNotifyEntity: define({
    ...endpoints.setNotifyEntity,
    summary: 'Notifications for an entity',
    params: FlagParams,
    success: ok(ItemSetting),
    alsoEmpty: 204,
  }),
  setNotifyTheme: define({
    ...endpoints.setNotifyTheme,
    summary: 'Notifications for a theme',
    params: FlagParams,
    success: ok(ItemSetting),
    alsoEmpty: 204,
  }),
  savedSearches: define({
    ...endpoints.savedSearches,
    summary: 'Saved searches, oldest first',
    success: ok(z.array(SavedSearch)),
  }),
  createSavedSearch: define({
    ...endpoints.createSavedSearch,
    summary: 'Follow a search (saving it again answers the saved one)',
    body: NewSavedSearchBody,
    success: created(SavedSearch),
  }),
  deleteSavedSearch: define({
    ...endpoints.deleteSavedSearch,
    summary: 'Forget a saved search',
    params: IdParams,
    success: noContent,
  }),
  setFocusSavedSearch: define({
    ...endpoints.setFocusSavedSearch,
    summary: 'Focus a saved search: its matches join the focus feed',
    params: FlagParams,
    success: ok(ItemSetting),
    alsoEmpty: 204,
  }),
  setNotifySavedSearch: define({
    ...endpoints.setNotifySavedSearch,
    summary: 'Notifications for a saved search',
    params: FlagParams,
    success: ok(ItemSetting),
    alsoEmpty: 204,
  }),
  digest: define({
    ...endpoints.digest,
    summary: "The day's focus posts, grouped by followed item",
    success: ok(Digest),
  }),

  me: define({
    ...endpoints.me,
    summary: 'The signed-in user',
    success: ok(Account),
  }),
  listUsers: define({
    ...endpoints.listUsers,
    summary: 'Colleagues',
    success: ok(z.array(UserSummary)),
  }),
  getUser: define({
    ...endpoints.getUser,
    summary: 'A colleague',
    params: IdParams,
    success: ok(User),
  }),
  updateUser: define({
    ...endpoints.updateUser,
    summary: 'Edit one’s own profile',
    params: IdParams,
    body: UpdateUserBody,
    success: ok(Account),
  }),
  media: define({
    ...endpoints.media,
    summary: 'An uploaded image',
    params: IdParams,
    success: file,
  }),
  file: define({
    ...endpoints.file,
    summary: 'A post’s picture or attachment, to those who may see the post',
    params: IdParams,
    success: file,
  }),

  trends: define({
    ...endpoints.trends,
    summary: 'Most cited items',
    querystring: TrendsQuery,
    success: ok(Trends),
  }),
  trendFeed: define({
    ...endpoints.trendFeed,
    summary: "A trending item's posts and count over the same period",
    params: TrendFeedParams,
    querystring: TrendFeedQuery,
    success: ok(TrendFeed),
  }),
  checkIframable: define({
    ...endpoints.checkIframable,
    summary: 'Whether a site allows framing',
    querystring: IframeCheckQuery,
    success: ok(IframeCheck),
  }),

  cguFile: define({
    ...endpoints.cguFile,
    summary: 'Terms of use PDF',
    params: CguLang,
    success: file,
  }),
  appConfig: define({
    ...endpoints.appConfig,
    summary: 'A configuration value',
    params: ConfigKeyParams,
    success: ok(ConfigValue),
  }),

  vapidPublicKey: define({
    ...endpoints.vapidPublicKey,
    summary: 'The key push subscriptions are made with',
    success: ok(VapidPublicKey),
  }),
  registerPush: define({
    ...endpoints.registerPush,
    summary: 'Receive pushes on this device (an endpoint moves to the current user)',
    querystring: RegisterPushQuery,
    body: RegisterPushBody,
    success: noContent,
  }),
  unregisterPush: define({
    ...endpoints.unregisterPush,
    summary: 'Stop pushes to this device',
    body: UnregisterPushBody,
    success: noContent,
  }),
  pingPush: define({
    ...endpoints.pingPush,
    summary: "A test push to each of the user's devices, now",
    body: PingPushBody,
    success: ok(z.array(PingResult)),
  }),
  pushSchedule: define({
    ...endpoints.pushSchedule,
    summary: 'Quiet hours and daily digest',
    success: ok(PushSchedule),
  }),
  setPushSchedule: define({
    ...endpoints.setPushSchedule,
    summary: 'Set quiet hours and the daily digest',
    body: PushSchedule,
    success: ok(PushSchedule),
  }),

  chatCredentials: define({
    ...endpoints.chatCredentials,
    summary: 'A chat login, valid a few minutes (503 when chat is unavailable)',
    success: ok(ChatCredentials),
  }),
  chatAvatar: define({
    ...endpoints.chatAvatar,
    summary: "A user's avatar, by chat address",
    params: AvatarParams,
    success: file,
  }),
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
type Route<N extends RouteName> = (typeof routes)[N];
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
export type RouteParams<N extends RouteName> = Route<N> extends { params: infer S } ? InputOf<S> : undefined;
export type RouteQuery<N extends RouteName> =
  Route<N> extends { querystring: infer S } ? InputOf<S> : undefined;
export type RouteBody<N extends RouteName> = Route<N> extends { body: infer S } ? InputOf<S> : undefined;
/** What a successful call resolves to; `undefined` for empty answers (204, or files read as downloads). */
export type RouteResult<N extends RouteName> =
  | (Route<N>['success']['body'] extends infer S extends z.ZodType ? z.output<S> : undefined)
  | (Route<N> extends { alsoEmpty: 204 } ? undefined : never);
