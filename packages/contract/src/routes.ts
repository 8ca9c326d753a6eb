import { z } from 'zod';
import { LogInBody } from './accounts.ts';
import { CguLang, ConfigValue, IframeCheck, IframeCheckQuery } from './app-config.ts';
import { CursorQuery, ErrorBody, FlagParams, IdParams } from './common.ts';
import {
  BookmarkState,
  FocusContact,
  FocusEntity,
  FocusTheme,
  ItemSetting,
  Trends,
  TrendsQuery,
} from './following.ts';
import { Contact, ContactSummary, Entity, EntitySummary, NameSearchQuery, Theme, ThemeTree } from './pois.ts';
import {
  AuthorFeedQuery,
  Comment,
  CustomFeedQuery,
  Feed,
  NewCommentBody,
  PostDetail,
  SearchQuery,
} from './posts.ts';
import { Account, UpdateUserBody, User, UserSummary } from './users.ts';

export const API_PREFIX = '/api/v1';

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
  /** A second success status answered with no body (SPEC §7: `unset` flags answer 204). */
  alsoEmpty?: 204;
}

const define = <T extends RouteDef>(def: T): T => def;
const ok = <T extends z.ZodType>(body: T) => ({ status: 200, body });
const noContent = { status: 204, body: null };
const file = { status: 200, body: null };

/** The whole API: the server registers exactly these routes, and clients call them by name. */
export const routes = {
  logIn: define({
    method: 'POST',
    path: '/accounts/log_in',
    summary: 'Sign in',
    auth: false,
    body: LogInBody,
    success: ok(Account),
  }),
  logOut: define({
    method: 'POST',
    path: '/accounts/log_out',
    summary: 'Sign out',
    auth: true,
    success: noContent,
  }),

  normalFeed: define({
    method: 'GET',
    path: '/post/feed/normal',
    summary: 'Latest posts',
    auth: true,
    querystring: CursorQuery,
    success: ok(Feed),
  }),
  focusFeed: define({
    method: 'GET',
    path: '/post/feed/focus',
    summary: 'Posts citing what the user focuses',
    auth: true,
    querystring: CursorQuery,
    success: ok(Feed),
  }),
  authorFeed: define({
    method: 'GET',
    path: '/post/feed/author',
    summary: "One author's posts",
    auth: true,
    querystring: AuthorFeedQuery,
    success: ok(Feed),
  }),
  customFeed: define({
    method: 'GET',
    path: '/post/feed/custom',
    summary: 'Briefing feed of items',
    auth: true,
    querystring: CustomFeedQuery,
    success: ok(Feed),
  }),
  searchPosts: define({
    method: 'GET',
    path: '/post/search',
    summary: 'Search posts',
    auth: true,
    querystring: SearchQuery,
    success: ok(Feed),
  }),
  getPost: define({
    method: 'GET',
    path: '/post/:id',
    summary: 'A post with its comments',
    auth: true,
    params: IdParams,
    success: ok(PostDetail),
  }),
  listComments: define({
    method: 'GET',
    path: '/post/:id/comments',
    summary: "A post's comments, oldest first",
    auth: true,
    params: IdParams,
    success: ok(z.array(Comment)),
  }),
  addComment: define({
    method: 'POST',
    path: '/post/comment',
    summary: 'Comment on a post',
    auth: true,
    body: NewCommentBody,
    success: ok(Comment),
  }),

  listContacts: define({
    method: 'GET',
    path: '/poi_contact',
    summary: 'Contacts by last name',
    auth: true,
    querystring: NameSearchQuery,
    success: ok(z.array(ContactSummary)),
  }),
  getContact: define({
    method: 'GET',
    path: '/poi_contact/:id',
    summary: 'A contact',
    auth: true,
    params: IdParams,
    success: ok(Contact),
  }),
  listEntities: define({
    method: 'GET',
    path: '/poi_entity',
    summary: 'Entities by name',
    auth: true,
    querystring: NameSearchQuery,
    success: ok(z.array(EntitySummary)),
  }),
  getEntity: define({
    method: 'GET',
    path: '/poi_entity/:id',
    summary: 'An entity',
    auth: true,
    params: IdParams,
    success: ok(Entity),
  }),
  themeTree: define({
    method: 'GET',
    path: '/poi_theme/tree',
    summary: 'The theme tree',
    auth: true,
    success: ok(ThemeTree),
  }),
  getTheme: define({
    method: 'GET',
    path: '/poi_theme/:id',
    summary: 'A theme',
    auth: true,
    params: IdParams,
    success: ok(Theme),
  }),

  listBookmarks: define({
    method: 'GET',
    path: '/bookmark',
    summary: 'Bookmarked post ids',
    auth: true,
    success: ok(z.array(z.string())),
  }),
  setBookmark: define({
    method: 'POST',
    path: '/bookmark/:id/:flag',
    summary: 'Bookmark or unbookmark a post',
    auth: true,
    params: FlagParams,
    success: ok(BookmarkState),
  }),

  focusContacts: define({
    method: 'GET',
    path: '/focus_contact',
    summary: 'Followed contacts',
    auth: true,
    success: ok(z.array(FocusContact)),
  }),
  focusEntities: define({
    method: 'GET',
    path: '/focus_entity',
    summary: 'Followed entities',
    auth: true,
    success: ok(z.array(FocusEntity)),
  }),
  focusThemes: define({
    method: 'GET',
    path: '/focus_theme',
    summary: 'Followed themes',
    auth: true,
    success: ok(z.array(FocusTheme)),
  }),
  setFocusContact: define({
    method: 'POST',
    path: '/focus_contact/:id/:flag',
    summary: 'Focus a contact',
    auth: true,
    params: FlagParams,
    success: ok(ItemSetting),
    alsoEmpty: 204,
  }),
  setFocusEntity: define({
    method: 'POST',
    path: '/focus_entity/:id/:flag',
    summary: 'Focus an entity',
    auth: true,
    params: FlagParams,
    success: ok(ItemSetting),
    alsoEmpty: 204,
  }),
  setFocusTheme: define({
    method: 'POST',
    path: '/focus_theme/:id/:flag',
    summary: 'Focus a theme',
    auth: true,
    params: FlagParams,
    success: ok(ItemSetting),
    alsoEmpty: 204,
  }),
  setNotifyContact: define({
    method: 'POST',
    path: '/notify_contact/:id/:flag',
    summary: 'Notifications for a contact',
    auth: true,
    params: FlagParams,
    success: ok(ItemSetting),
    alsoEmpty: 204,
  }),
  setNotifyEntity: define({
    method: 'POST',
    path: '/notify_entity/:id/:flag',
    summary: 'Notifications for an entity',
    auth: true,
    params: FlagParams,
    success: ok(ItemSetting),
    alsoEmpty: 204,
  }),
  setNotifyTheme: define({
    method: 'POST',
    path: '/notify_theme/:id/:flag',
    summary: 'Notifications for a theme',
    auth: true,
    params: FlagParams,
    success: ok(ItemSetting),
    alsoEmpty: 204,
  }),

  me: define({
    method: 'GET',
    path: '/user/me',
    summary: 'The signed-in user',
    auth: true,
    success: ok(Account),
  }),
  listUsers: define({
    method: 'GET',
    path: '/user',
    summary: 'Colleagues',
    auth: true,
    success: ok(z.array(UserSummary)),
  }),
  getUser: define({
    method: 'GET',
    path: '/user/:id',
    summary: 'A colleague',
    auth: true,
    params: IdParams,
    success: ok(User),
  }),
  updateUser: define({
    method: 'PUT',
    path: '/user/:id',
    summary: 'Edit one’s own profile',
    auth: true,
    params: IdParams,
    body: UpdateUserBody,
    success: ok(Account),
  }),
  media: define({
    method: 'GET',
    path: '/media/:id',
    summary: 'An uploaded image',
    auth: true,
    params: IdParams,
    success: file,
  }),

  trends: define({
    method: 'GET',
    path: '/trending/all',
    summary: 'Most cited items',
    auth: true,
    querystring: TrendsQuery,
    success: ok(Trends),
  }),
  checkIframable: define({
    method: 'GET',
    path: '/check_iframable',
    summary: 'Whether a site allows framing',
    auth: true,
    querystring: IframeCheckQuery,
    success: ok(IframeCheck),
  }),

  cguFile: define({
    method: 'GET',
    path: '/app_config/file/cgu/:lang',
    summary: 'Terms of use PDF',
    auth: false,
    params: CguLang,
    success: file,
  }),
  appConfig: define({
    method: 'GET',
    path: '/app_config/*',
    summary: 'A configuration value',
    auth: false,
    success: ok(ConfigValue),
  }),
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const errorResponse = ErrorBody;
