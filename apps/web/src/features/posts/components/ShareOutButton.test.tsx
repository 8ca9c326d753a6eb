import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../../../lib/store.ts';
import { postCard } from '../../../test/post-card.ts';
import { ShareOutButton } from './ShareOutButton.tsx';

const POST = postCard('cccccccccccccccccccccccc', 'Budget 2027 : le vote', '2026-11-20T09:00:00.000Z', {
  summary: 'Le vote du budget.',
});
const LINK = `${location.origin}/app/post/${POST.id}`;

describe('sharing a post to other apps', () => {
  beforeEach(() => useStore.setState({ lang: 'fr' }));
  afterEach(() => vi.unstubAllGlobals());

  it('opens the system share sheet with the title, the summary and the post’s link', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    render(<ShareOutButton post={POST} />);
    expect(screen.queryByRole('button', { name: 'Copier le lien' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Partager…' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Budget 2027 : le vote',
      text: 'Le vote du budget.',
      url: LINK,
    });
  });

  it('copies the link where the browser cannot share, and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    useStore.setState({ lang: 'en' });
    render(<ShareOutButton post={POST} />);
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });
});
