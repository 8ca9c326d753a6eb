import { lazy, type ReactNode, Suspense } from 'react';
import { Route } from 'react-router';
import Message from '../features/chat/screens/Message.tsx';
import { FocusWayIn } from '../features/pois/components/FocusWayIn.tsx';
import { MyFocus } from '../features/pois/screens/MyFocus.tsx';
import { Bookmarks } from '../features/posts/screens/Bookmarks.tsx';
import { Home } from '../features/posts/screens/Home.tsx';
import { EditProfil } from '../features/profile/screens/EditProfil.tsx';
import { Apparence } from '../features/settings/screens/Apparence.tsx';
import { Cgu } from '../features/settings/screens/Cgu.tsx';
import { Confidentialite } from '../features/settings/screens/Confidentialite.tsx';
import { Langue } from '../features/settings/screens/Langue.tsx';
import { Reglage } from '../features/settings/screens/Reglage.tsx';
import { SwCache } from '../features/settings/screens/SwCache.tsx';
import { SwNotif } from '../features/settings/screens/SwNotif.tsx';
import { WebView } from '../features/webview/screens/WebView.tsx';
import { useT } from '../lib/i18n.ts';
import { EmptyList } from '../ui/ListState.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { ProfileRoute } from './ProfileRoute.tsx';
import { TrendFeedRoute } from './TrendFeedRoute.tsx';

// Each in its own chunk, loaded when first shown: the post page carries the markdown renderer and its
// sanitiser, Explorer the virtual lists; Home's first load needs none of them.
const PostRoute = lazy(() => import('./PostRoute.tsx'));
const Trends = lazy(() =>
  import('../features/trends/screens/Trends.tsx').then((m) => ({ default: m.Trends })),
);
const EntityRoute = lazy(() => import('./EntityRoute.tsx'));
const Explorer = lazy(() => import('./Explorer.tsx').then((m) => ({ default: m.Explorer })));
// Only editors and admins open the newsroom: readers never download it (docs/product.md §2.19).
const Newsroom = lazy(() => import('../features/newsroom/screens/Newsroom.tsx'));
// Opened from the daily digest's push (docs/product.md §2.21).
const Digest = lazy(() => import('../features/posts/screens/Digest.tsx'));

function Loading() {
  return <Spinner label={useT()('app.loading')} />;
}

const withLoading = (element: ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

const screen = (path: string, element: ReactNode) => <Route key={path} path={path} element={element} />;

/** Every stack offers the settings screens (docs/product.md §2.3). */
const settingsRoutes = () => [
  screen('settings', <Reglage />),
  screen('settings/apparence', <Apparence />),
  screen('settings/langue', <Langue />),
  screen('settings/Confidentialite', <Confidentialite />),
  screen('settings/edit', <EditProfil />),
  screen('settings/cache', <SwCache />),
  screen('settings/notification', <SwNotif />),
  screen('settings/cgu', <Cgu />),
];

/** Screens reachable from any feed: a post, an item, a profile, bookmarks, focus, a web page. */
const readingRoutes = () => [
  screen('post/:postId', withLoading(<PostRoute />)),
  screen(':type/:id', withLoading(<EntityRoute />)),
  screen('profil/:idProfil?', <ProfileRoute />),
  screen('signet', <Bookmarks />),
  screen('my-focus', <MyFocus />),
  screen('webview', <WebView />),
];

const homeFocusEmpty = (reload: () => void) => <FocusWayIn otherwise={<EmptyList />} onFollow={reload} />;

/** docs/product.md §2.3 deep links under /app, one stack per tab. */
export function stackRoutes() {
  return [
    <Route key="home" index element={<Home focusEmpty={homeFocusEmpty} />} />,
    ...readingRoutes(),
    ...settingsRoutes(),
    <Route key="tendance" path="tendance">
      <Route index element={withLoading(<Trends />)} />
      {screen('feed/:type/:id', <TrendFeedRoute />)}
      {readingRoutes()}
      {settingsRoutes()}
    </Route>,
    <Route key="explorer" path="explorer">
      <Route index element={withLoading(<Explorer />)} />
      {readingRoutes()}
      {settingsRoutes()}
    </Route>,
    <Route key="redaction" path="redaction/*" element={withLoading(<Newsroom />)} />,
    <Route key="digest" path="digest" element={withLoading(<Digest />)} />,
    // The screen is small; the chat client itself (converse.js) is imported by it when it first opens.
    <Route key="message" path="message" element={<Message />} />,
  ];
}
