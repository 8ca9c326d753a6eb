import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { apiUrl } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/store.ts';
import { PushScheduleForm } from './PushScheduleForm.tsx';

let fetchSpy: MockInstance<typeof fetch>;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('PushScheduleForm', () => {
  beforeEach(() => {
    useStore.setState({ online: true, lang: 'fr' });
    fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_url, init) =>
        init?.method === 'PUT'
          ? json(JSON.parse(String(init.body)))
          : json({ time_zone: 'UTC', quiet_hours: null, digest_at: '08:15' }),
      );
  });
  afterEach(() => vi.restoreAllMocks());

  it('sets quiet hours and the digest in the browser’s time zone', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PushScheduleForm />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const quiet = await screen.findByRole('checkbox', { name: 'Activer les heures calmes' });
    expect(quiet).not.toBeChecked();
    expect(screen.getByLabelText('Début')).toBeDisabled();
    expect(
      screen.getByRole('checkbox', { name: 'Recevoir chaque jour le résumé de mes focus' }),
    ).toBeChecked();
    expect(screen.getByLabelText('Heure du résumé')).toHaveValue('08:15');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByText(`Fuseau horaire : ${zone}`)).toBeInTheDocument();

    await user.click(quiet);
    const end = screen.getByLabelText('Fin');
    await user.clear(end);
    await user.type(end, '20:00');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Le début et la fin des heures calmes doivent différer.',
    );
    expect(screen.getByRole('button', { name: 'Enregistrer les horaires' })).toBeDisabled();

    await user.clear(end);
    await user.type(end, '06:45');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
    expect(await screen.findByText('Horaires enregistrés')).toBeInTheDocument();
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe(apiUrl('setPushSchedule'));
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      time_zone: zone,
      quiet_hours: { start: '20:00', end: '06:45' },
      digest_at: '08:15',
    });
  });
});
