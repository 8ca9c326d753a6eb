import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Message from './Message.tsx';

const unavailable = () =>
  new Response(JSON.stringify({ error: 'chat_unavailable', message: 'No XMPP server' }), {
    status: 503,
    headers: { 'content-type': 'application/json' },
  });

describe('Message', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says when the server has no chat to offer, and asks again on Retry', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => unavailable());
    render(
      <MemoryRouter initialEntries={['/app/message']}>
        <Message />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("La messagerie n'est pas disponible pour le moment.");
    expect(fetch).toHaveBeenCalledWith('/api/v1/im_api/v1/get_credentials', expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('alert');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
