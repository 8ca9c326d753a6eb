import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { sendMentions } from '../features/chat/actions.ts';
import { getBookmarksQueryOptions } from '../features/posts/api/get-bookmarks.ts';
import { fetchNormalFeedPage, getNormalFeedQueryOptions } from '../features/posts/api/get-normal-feed.ts';
import { FeedShortcuts } from '../features/posts/keyboard/FeedShortcuts.tsx';
import { markersQueryOptions } from '../features/posts/markers/use-markers.ts';
import { clearChatStorage } from '../lib/chat-storage.ts';
import { takeEarlyHome } from '../lib/early-home.ts';
import { clearOfflineCaches, fillOfflineCache } from '../lib/offline-fill.ts';
import { messageQueuedMentionsWith } from '../lib/outbox/mentions.ts';
import { startOutbox } from '../lib/outbox/queue.ts';
import { ensurePushSubscription, sendLanguageChanges } from '../lib/push.ts';
import { queryClient } from '../lib/query-client.ts';
import { activateWaitingWorker, prepareOffline } from '../lib/service-worker.ts';
import { onSignOut } from '../lib/session.ts';
import { useStore } from '../lib/store.ts';
import { dropAllUnsaved } from '../lib/unsaved-posts.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Toaster } from '../ui/Toaster.tsx';
import { NipChange } from './NipChange.tsx';
import { NotFound } from './NotFound.tsx';
import { stackRoutes } from './stack-routes.tsx';
import { TabBar } from './TabBar.tsx';
import { UpdateScreen, updatePending } from './UpdateScreen.tsx';

// No user's answers outlive their session on a shared device.
onSignOut(() => queryClient.clear());
onSignOut(clearOfflineCaches);
onSignOut(clearChatStorage);
onSignOut(dropAllUnsaved);
// A comment sent from the offline queue messages whom it mentions, as one sent online does (PostRoute).
messageQueuedMentionsWith(sendMentions);

/** How long the first render waits for Home's early answers before it draws without them. */
const EARLY_HOME_WAIT_MS = 1000;

/**
 * What Home's first cards show, asked for at start-up, becomes its queries' first fetches. Settled once
 * the answers are in the query cache, or after EARLY_HOME_WAIT_MS: the first render (`Navigator.tsx`)
 * then draws the cards at once. Answers landing in the cache in the middle of that render, which React
 * slices, made React render the whole tree again in one long task, as it does for any store that
 * changes under a render.
 */
export const earlyHomeInCache = fillFromEarlyHome();

function fillFromEarlyHome(): Promise<unknown> {
  const earlyHome = takeEarlyHome();
  if (!earlyHome) return Promise.resolve();
  const { feed, bookmarks, markers } = earlyHome;
  const filled = Promise.all([
    queryClient.prefetchInfiniteQuery(
      getNormalFeedQueryOptions((cursor, signal) =>
        cursor === undefined ? feed : fetchNormalFeedPage(cursor, signal),
      ),
    ),
    queryClient.prefetchQuery({ ...getBookmarksQueryOptions(), queryFn: () => bookmarks }),
    queryClient.prefetchQuery(markersQueryOptions('home', () => markers)),
  ]);
  return Promise.race([filled, new Promise((resolve) => setTimeout(resolve, EARLY_HOME_WAIT_MS))]);
}

/** A screen that fails to render leaves the tab bar: leaving it for another screen or tab clears the failure. */
function Tabs() {
  const { pathname } = useLocation();
  return (
    <>
      <div className="tab-content">
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </div>
      <TabBar />
      <Toaster />
      <FeedShortcuts />
    </>
  );
}

/**
 * The signed-in, unlocked app: the Update screen while an update is pending, else the four tabs. The
 * router and the query cache live here, so the signed-out screens load neither.
 */
export default function SignedIn() {
  const swState = useStore((state) => state.swState);
  useEffect(() => void prepareOffline({ steps: { ensurePushSubscription, fillOfflineCache } }), []);
  useEffect(sendLanguageChanges, []);
  useEffect(startOutbox, []);
  if (updatePending(swState))
    return (
      <UpdateScreen
        state={swState}
        onActivate={() => void navigator.serviceWorker.getRegistration().then(activateWaitingWorker)}
      />
    );
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Navigate to="/app" replace />} />
          <Route path="/app/nip" element={<NipChange />} />
          <Route path="/app" element={<Tabs />}>
            {stackRoutes()}
          </Route>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
