import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useStore } from '../../../lib/store.ts';
import { postCard } from '../../../test/post-card.ts';
import { plainSpaces } from '../../../test/spaces.ts';
import { PostCard } from './PostCard.tsx';

const POST = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const LONG_AGO = new Date(2025, 0, 3, 9, 30).toISOString();

function renderCard(commentsCount: number) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PostCard
          post={postCard(POST, 'Budget', LONG_AGO, { type: 'synthese', comments_count: commentsCount })}
          bookmarked={false}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PostCard', () => {
  it('writes its type, date and comment count as English does', () => {
    useStore.setState({ lang: 'en' });
    renderCard(1234);
    expect(screen.getByRole('article', { name: 'Synthesis: Budget, 03/01/2025' })).toBeInTheDocument();
    const comments = screen.getByRole('link', { name: '1,234 comments' });
    expect(comments).toHaveTextContent('1,234');
  });

  it('writes them as French does', () => {
    renderCard(1234);
    expect(screen.getByRole('article', { name: 'Synthese : Budget, 03/01/2025' })).toBeInTheDocument();
    const comments = screen.getByRole('link', { name: /commentaires$/ });
    expect(plainSpaces(comments.textContent ?? '')).toBe('1 234');
    expect(plainSpaces(comments.getAttribute('aria-label') ?? '')).toBe('1 234 commentaires');
  });
});
