import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { Apparence } from '../features/settings/screens/Apparence.tsx';
import { Cgu } from '../features/settings/screens/Cgu.tsx';
import { Confidentialite } from '../features/settings/screens/Confidentialite.tsx';
import { Langue } from '../features/settings/screens/Langue.tsx';
import { Reglage } from '../features/settings/screens/Reglage.tsx';
import { EntityRoute } from './EntityRoute.tsx';
import { Placeholder } from './Placeholder.tsx';
import { HomePlaceholder, ProfilePlaceholder } from './placeholders.tsx';

const screen = (path: string, element: ReactNode) => <Route key={path} path={path} element={element} />;

/** Every stack offers the settings screens (SPEC §2 "plus the same settings paths"). */
const settingsRoutes = () => [
  screen('settings', <Reglage />),
  screen('settings/apparence', <Apparence />),
  screen('settings/langue', <Langue />),
  screen('settings/Confidentialite', <Confidentialite />),
  screen('settings/edit', <Placeholder titleKey="screens.editProfile" />),
  screen('settings/cache', <Placeholder titleKey="screens.swCache" />),
  screen('settings/notification', <Placeholder titleKey="screens.swNotif" />),
  screen('settings/cgu', <Cgu />),
];

/** Screens reachable from any feed: a post, an item, a profile, bookmarks, focus, a web page. */
const readingRoutes = () => [
  screen('post/:postId', <Placeholder titleKey="screens.post" />),
  screen(':type/:id', <EntityRoute />),
  screen('profil/:idProfil?', <ProfilePlaceholder />),
  screen('signet', <Placeholder titleKey="screens.bookmarks" />),
  screen('my-focus', <Placeholder titleKey="screens.myFocus" />),
  screen('webview', <Placeholder titleKey="screens.webview" />),
];

/** SPEC §2 deep links under /app, one stack per tab. */
export function stackRoutes() {
  return [
    <Route key="home" index element={<HomePlaceholder />} />,
    ...readingRoutes(),
    ...settingsRoutes(),
    <Route key="tendance" path="tendance">
      <Route index element={<Placeholder titleKey="screens.trends" root />} />
      {screen('feed/:type/:id', <Placeholder titleKey="screens.trendFeed" />)}
      {readingRoutes()}
      {settingsRoutes()}
    </Route>,
    <Route key="explorer" path="explorer">
      <Route index element={<Placeholder titleKey="screens.explorer" root />} />
      {readingRoutes()}
      {settingsRoutes()}
    </Route>,
    <Route key="message" path="message" element={<Placeholder titleKey="screens.message" root />} />,
  ];
}
