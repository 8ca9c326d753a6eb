export const API_PREFIX = '/api/v1';

/**
 * Method, path and session need of every API route, without schemas: the web client imports only
 * this file at run time, so no validation library ships to the browser.
 */
export const endpoints = {
  logIn: { method: 'POST', path: '/accounts/log_in', auth: false },
  logOut: { method: 'POST', path: '/accounts/log_out', auth: true },
  normalFeed: { method: 'GET', path: '/post/feed/normal', auth: true },
  focusFeed: { method: 'GET', path: '/post/feed/focus', auth: true },
  authorFeed: { method: 'GET', path: '/post/feed/author', auth: true },
  bookmarkFeed: { method: 'GET', path: '/post/feed/bookmarks', auth: true },
  customFeed: { method: 'GET', path: '/post/feed/custom', auth: true },
  searchPosts: { method: 'GET', path: '/post/search', auth: true },
  getPost: { method: 'GET', path: '/post/:id', auth: true },
  listComments: { method: 'GET', path: '/post/:id/comments', auth: true },
  addComment: { method: 'POST', path: '/post/comment', auth: true },
  publishPost: { method: 'POST', path: '/admin/posts', auth: true },
  listContacts: { method: 'GET', path: '/poi_contact', auth: true },
  getContact: { method: 'GET', path: '/poi_contact/:id', auth: true },
  listEntities: { method: 'GET', path: '/poi_entity', auth: true },
  getEntity: { method: 'GET', path: '/poi_entity/:id', auth: true },
  themeTree: { method: 'GET', path: '/poi_theme/tree', auth: true },
  getTheme: { method: 'GET', path: '/poi_theme/:id', auth: true },
  listBookmarks: { method: 'GET', path: '/bookmark', auth: true },
  setBookmark: { method: 'POST', path: '/bookmark/:id/:flag', auth: true },
  focusContacts: { method: 'GET', path: '/focus_contact', auth: true },
  focusEntities: { method: 'GET', path: '/focus_entity', auth: true },
  focusThemes: { method: 'GET', path: '/focus_theme', auth: true },
  setFocusContact: { method: 'POST', path: '/focus_contact/:id/:flag', auth: true },
  setFocusEntity: { method: 'POST', path: '/focus_entity/:id/:flag', auth: true },
  setFocusTheme: { method: 'POST', path: '/focus_theme/:id/:flag', auth: true },
  setNotifyContact: { method: 'POST', path: '/notify_contact/:id/:flag', auth: true },
  setNotifyEntity: { method: 'POST', path: '/notify_entity/:id/:flag', auth: true },
  setNotifyTheme: { method: 'POST', path: '/notify_theme/:id/:flag', auth: true },
  me: { method: 'GET', path: '/user/me', auth: true },
  listUsers: { method: 'GET', path: '/user', auth: true },
  getUser: { method: 'GET', path: '/user/:id', auth: true },
  updateUser: { method: 'PUT', path: '/user/:id', auth: true },
  media: { method: 'GET', path: '/media/:id', auth: true },
  trends: { method: 'GET', path: '/trending/all', auth: true },
  checkIframable: { method: 'GET', path: '/check_iframable', auth: true },
  cguFile: { method: 'GET', path: '/app_config/file/cgu/:lang', auth: false },
  appConfig: { method: 'GET', path: '/app_config/*', auth: false },
  vapidPublicKey: { method: 'GET', path: '/notification/vapid_public_key', auth: true },
  registerPush: { method: 'POST', path: '/notification/register', auth: true },
  unregisterPush: { method: 'POST', path: '/notification/unregister', auth: true },
  pingPush: { method: 'POST', path: '/notification/ping', auth: true },
  chatCredentials: { method: 'GET', path: '/im_api/v1/get_credentials', auth: true },
  chatAvatar: { method: 'GET', path: '/conversejs/avatar/serve/:jid', auth: true },
} as const;

export type EndpointName = keyof typeof endpoints;
