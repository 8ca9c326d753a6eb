import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { FillProgress } from '../../../lib/sw-protocol.ts';
import { plainSpaces } from '../../../test/spaces.ts';
import { formatUsage, SwCache } from './SwCache.tsx';

// jsdom has no service worker: its answers are played here, the usage dropping once the cache is emptied.
const worker = vi.hoisted(() => ({ usage: 12_949_504 }));
vi.mock('../../../lib/sw-messages.ts', () => ({
  askServiceWorker: async ({ type }: { type: string }) => {
    if (type === 'GET_VERSION') return { type: 'version', appVersion: '1.0.0', cacheVersion: 3 };
    if (type === 'STORAGE_ESTIMATE') return { type: 'storage', usage: worker.usage, quota: 2_500_000_000 };
    worker.usage = 1_048_576;
    return { type: 'deleted' };
  },
}));
vi.mock('../../../lib/offline-fill.ts', () => ({
  fillOfflineCache: async (onProgress: (progress: FillProgress) => void) =>
    onProgress({ done: 4, total: 4, failed: 0 }),
}));

describe('SwCache', () => {
  it('says the dynamic cache was emptied with the usage left, and clears the last fill’s progress', async () => {
    render(
      <MemoryRouter>
        <SwCache />
      </MemoryRouter>,
    );
    await screen.findByText('12,35 Mo (0,52 %)', { normalizer: plainSpaces });
    await userEvent.click(screen.getByRole('button', { name: 'Remplir le cache dynamique' }));
    await screen.findByText(/4 \/ 4/);

    await userEvent.click(screen.getByRole('button', { name: 'Vider le cache dynamique' }));
    expect(plainSpaces((await screen.findByRole('status')).textContent ?? '')).toBe(
      'Cache dynamique vidé. Utilisation : 1,00 Mo (0,04 %)',
    );
    expect(screen.queryByText(/4 \/ 4/)).toBeNull();
  });
});

describe('formatUsage', () => {
  it('gives megabytes and the share of the quota with two decimals, as each language writes them', () => {
    expect(formatUsage(12_949_504, 2_500_000_000, 'en')).toBe('12.35 MB (0.52%)');
    expect(formatUsage(0, 0, 'en')).toBe('0.00 MB (0.00%)');
    expect(plainSpaces(formatUsage(2_000_000_000, 2_500_000_000, 'fr'))).toBe('1 907,35 Mo (80,00 %)');
  });
});
