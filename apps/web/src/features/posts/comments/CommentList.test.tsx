import { render, screen, within } from '@testing-library/react';
import type { Account, Comment } from '@vigie/contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useStore } from '../../../lib/store.ts';
import { CommentList } from './CommentList.tsx';

const ME = { id: 'me', firstname: 'Anne', lastname: 'Durand', username: 'adurand', img: null };
const PAUL = { id: 'u2', firstname: 'Paul', lastname: 'Arnaud', username: 'parnaud', img: null };

const comment = (id: string, insertedAt: string, body: Comment['body']): Comment => ({
  id,
  post_id: 'p1',
  inserted_at: insertedAt,
  user: PAUL,
  body,
});

function renderList(comments: Comment[]) {
  render(
    <MemoryRouter initialEntries={['/app/tendance/post/p1']}>
      <CommentList comments={comments} />
    </MemoryRouter>,
  );
}

describe('CommentList', () => {
  it('says there is no comment yet', () => {
    renderList([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Commentaires' })).toBeInTheDocument();
    expect(screen.getByText('Aucun Commentaire')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists comments oldest first, mentions linking to profiles in the current tab', () => {
    useStore.setState({ compte: { ...ME, is_active: true, has_confidential_access: true } as Account });
    renderList([
      comment('c2', '2026-03-02T10:00:00.000Z', [{ type: 'text', content: 'Second' }]),
      comment('c1', '2026-03-01T10:00:00.000Z', [
        { type: 'text', content: 'Merci ' },
        { type: 'mention', content: 'Anne', user_id: 'me' },
        { type: 'text', content: ' et ' },
        { type: 'mention', content: 'Paul', user_id: 'u2' },
      ]),
    ]);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Merci @Anne et @Paul');
    expect(second).toHaveTextContent('Second');
    expect(within(first!).getByRole('link', { name: '@Anne' })).toHaveAttribute(
      'href',
      '/app/tendance/profil',
    );
    expect(within(first!).getByRole('link', { name: '@Paul' })).toHaveAttribute(
      'href',
      '/app/tendance/profil/u2',
    );
    expect(within(first!).getByRole('link', { name: 'Paul Arnaud' })).toHaveAttribute(
      'href',
      '/app/tendance/profil/u2',
    );
    expect(first!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-01T10:00:00.000Z');
  });

  it('puts a space between imported parts that carry none', () => {
    renderList([
      comment('c1', '2026-03-01T10:00:00.000Z', [
        { type: 'text', content: 'Bravo' },
        { type: 'mention', content: 'Paul', user_id: 'u2' },
        { type: 'text', content: 'pour ce memo' },
      ]),
    ]);
    expect(screen.getByRole('listitem')).toHaveTextContent('Bravo @Paul pour ce memo');
  });
});
