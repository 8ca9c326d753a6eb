import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@vigie/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/store.ts';
import { ME } from '../../../test/people.ts';
import { json, renderNewsroom, serve } from '../testing.tsx';

const ADMIN_ID = 'a0a0a0a0a0a0a0a0a0a0a0a0';
const BASILE_ID = 'b1b1b1b1b1b1b1b1b1b1b1b1';
const entry = (id: number, extra: Partial<AuditEntry>): AuditEntry => ({
  id: String(id),
  at: '2026-03-02T09:00:00.000Z',
  actor_id: ADMIN_ID,
  action: 'user.update',
  target_type: 'user',
  target_id: BASILE_ID,
  before: null,
  after: null,
  ...extra,
});
const ROLE_CHANGE = entry(3, {
  before: { role: 'reader', is_active: true },
  after: { role: 'editor', is_active: false },
});
const TITLE_CHANGE = entry(2, {
  action: 'app_config.update',
  target_type: 'app_config',
  target_id: 'settings',
  before: { app_title: 'Vigie' },
  after: { app_title: 'Veille' },
});
const MERGE = entry(4, {
  action: 'contact.merge',
  target_type: 'contact',
  target_id: 'c3c3c3c3c3c3c3c3c3c3c3c3',
  before: { biography: 'Députée.' },
  after: { merged_into: 'd4d4d4d4d4d4d4d4d4d4d4d4' },
});
const RESCHEDULE = entry(5, {
  action: 'post.correct',
  target_type: 'post',
  target_id: 'e5e5e5e5e5e5e5e5e5e5e5e5',
  before: { publish_date: '2026-03-02T09:00:00.000Z' },
  after: { publish_date: '2026-03-12T09:00:00.000Z' },
});
const OLDER = entry(1, { action: 'user.create', after: { email: 'basile@vigie.example' } });
const person = (id: string, firstname: string, lastname: string) => ({ id, firstname, lastname });

function auditServer() {
  return serve((call) => {
    if (call.path === apiUrl('listAdminUsers'))
      return json([person(ADMIN_ID, 'Adèle', 'Admin'), person(BASILE_ID, 'Basile', 'Martin')]);
    if (call.path !== apiUrl('auditLog')) return json({ error: 'not_found', message: 'Not found' }, 404);
    if (call.search.get('target_id')) return json({ data: [ROLE_CHANGE, OLDER], cursor: false });
    if (call.search.get('target_type') === 'app_config') return json({ data: [TITLE_CHANGE], cursor: false });
    if (call.search.get('target_type') === 'post') return json({ data: [RESCHEDULE], cursor: false });
    if (call.search.get('target_type') === 'contact') return json({ data: [MERGE], cursor: false });
    if (call.search.get('cursor') === 'page2') return json({ data: [OLDER], cursor: false });
    return json({ data: [ROLE_CHANGE, TITLE_CHANGE], cursor: 'page2' });
  });
}

const entries = (name = 'Journal des modifications') => screen.getByRole('region', { name });

describe('Journal', () => {
  beforeEach(() => useStore.setState({ compte: { ...ME, role: 'admin' }, online: true }));
  afterEach(() => vi.restoreAllMocks());

  it('shows who did what, when, and each changed field before and after, newest first, paged', async () => {
    auditServer();
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/journal');
    const first = (await within(entries()).findByRole('heading', { name: 'Compte modifié' })).closest('li')!;
    await waitFor(() => expect(first).toHaveTextContent('Adèle Admin, 2 mars 2026'));
    expect(first).toHaveTextContent('Cible : Basile Martin');
    const rows = within(first)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['ChampAvantAprès', 'Rôlereadereditor', 'ActifOuiNon']);
    const headings = within(entries())
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings).toEqual(['Compte modifié', 'Configuration modifiée']);
    await user.click(screen.getByRole('button', { name: "Plus d'entrées" }));
    expect(await within(entries()).findByRole('heading', { name: 'Compte créé' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Plus d'entrées" })).not.toBeInTheDocument();
  });

  it('filters by kind of target, and narrows to one target’s history', async () => {
    const calls = auditServer();
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/journal');
    await user.selectOptions(await screen.findByLabelText('Type de cible'), 'app_config');
    expect(
      await within(entries()).findByRole('heading', { name: 'Configuration modifiée' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(entries()).queryByRole('heading', { name: 'Compte modifié' })).not.toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Type de cible'), '');
    const first = (await within(entries()).findByRole('heading', { name: 'Compte modifié' })).closest('li')!;
    await user.click(within(first).getByRole('button', { name: 'Historique de cette cible' }));
    expect(await screen.findByText('Historique de Basile Martin')).toBeInTheDocument();
    expect(await within(entries()).findByRole('heading', { name: 'Compte créé' })).toBeInTheDocument();
    const narrowed = calls.find((call) => call.search.get('target_id'));
    expect(Object.fromEntries(narrowed!.search)).toEqual({ target_type: 'user', target_id: BASILE_ID });
    await user.click(screen.getByRole('button', { name: 'Tout le journal' }));
    expect(await screen.findByLabelText('Type de cible')).toHaveValue('');
  });

  it('names the directory’s writes and their fields in words, and filters on them', async () => {
    auditServer();
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/journal');
    await user.selectOptions(await screen.findByLabelText('Type de cible'), 'contact');
    const merge = (await within(entries()).findByRole('heading', { name: 'Contacts fusionnés' })).closest(
      'li',
    )!;
    expect(within(merge).getByRole('rowheader', { name: 'Biographie' })).toBeInTheDocument();
    expect(within(merge).getByRole('rowheader', { name: 'Fusionné dans' })).toBeInTheDocument();
  });

  it('writes the dates a write changed as the reader’s language does', async () => {
    useStore.setState({ lang: 'en' });
    auditServer();
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/journal');
    await user.selectOptions(await screen.findByLabelText('Target type'), 'post');
    const log = entries('Change log');
    const correction = (await within(log).findByRole('heading', { name: 'Post corrected' })).closest('li')!;
    const [, dates] = within(correction).getAllByRole('row');
    expect(dates).toHaveTextContent(/^Publication date2 Mar 2026, \d\d:00:0012 Mar 2026, \d\d:00:00$/);
  });
});
