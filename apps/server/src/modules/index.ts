import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { appConfigRoutes } from './app-config/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { bookmarkRoutes } from './bookmarks/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { commentRoutes } from './comments/routes.ts';
import { digestRoutes } from './digest/routes.ts';
import { directoryRoutes } from './directory/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { followingRoutes } from './following/routes.ts';
import { iframeCheckRoutes } from './iframe-check/routes.ts';
import { markerRoutes } from './markers/routes.ts';
import { poiRoutes } from './pois/routes.ts';
import { postRoutes } from './posts/routes.ts';
import { pushRoutes } from './push/routes.ts';
import { savedSearchRoutes } from './saved-searches/routes.ts';
import { stanceRoutes } from './stances/routes.ts';
import { trendRoutes } from './trends/routes.ts';
import { userRoutes } from './users/routes.ts';

/** Every feature's routes, registered in this order. */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  authRoutes,
  userRoutes,
  postRoutes,
  commentRoutes,
  adminRoutes,
  fileRoutes,
  accountRoutes,
  auditRoutes,
  directoryRoutes,
  stanceRoutes,
  bookmarkRoutes,
  markerRoutes,
  iframeCheckRoutes,
  appConfigRoutes,
  poiRoutes,
  followingRoutes,
  savedSearchRoutes,
  digestRoutes,
  trendRoutes,
  pushRoutes,
  chatRoutes,
];
