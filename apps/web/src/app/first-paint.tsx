import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HomeAnswers } from '@vigie/contract';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { getBookmarksQueryOptions } from '../features/posts/api/get-bookmarks.ts';
import { getNormalFeedQueryOptions } from '../features/posts/api/get-normal-feed.ts';
import { markersQueryOptions } from '../features/posts/markers/use-markers.ts';
import { Home } from '../features/posts/screens/Home.tsx';
import { type Lang, useStore } from '../lib/store.ts';
import { TabBar } from './TabBar.tsx';
import '../styles/global.css';

/**
 * Home as the signed-in app first draws it (`SignedIn.tsx`: the tab's screen, then the tab bar), as HTML:
 * the server puts it in the page, painted before any script has run. Built apart (`npm run build`), for
 * the server; never in the browser's bundle.
 */
export function renderHome(answers: HomeAnswers, lang: Lang, isDark: boolean): string {
  useStore.setState({ compte: answers.account, lang, isDark, initialized: true });
  const queryClient = new QueryClient();
  queryClient.setQueryData(getNormalFeedQueryOptions().queryKey, {
    pages: [answers.feed],
    pageParams: [undefined],
  });
  queryClient.setQueryData(getBookmarksQueryOptions().queryKey, answers.bookmarks);
  queryClient.setQueryData(markersQueryOptions('home').queryKey, {
    markers: answers.markers,
    baseline: answers.markers,
  });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app']}>
        <div className="tab-content">
          <Home />
        </div>
        <TabBar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
