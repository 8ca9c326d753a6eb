import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/store.ts';
import { ME } from '../../../test/people.ts';
import { newsroomPost } from '../newsroom-post.fixture.ts';
import { json, renderNewsroom as renderAt } from '../testing.tsx';

const DRAFT = newsroomPost('a1a1a1a1a1a1a1a1a1a1a1a1', 'Brouillon de lundi');
const SCHEDULED = newsroomPost('b2b2b2b2b2b2b2b2b2b2b2b2', 'Note programmée', { status: 'scheduled' });

/** The server's answers for these tests: the list by status, one post, and `onPut` for an edit. */
function answer(onPut: (init: RequestInit | undefined) => Response = () => json({}, 500)) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://vigie.test');
    if (init?.method === 'PUT') return onPut(init);
    if (url.pathname === apiUrl('newsroomPosts')) {
      const status = url.searchParams.get('status');
      const data = [DRAFT, SCHEDULED].filter((p) => status === null || p.status === status);
      return json({ data, cursor: false });
    }
    if (url.pathname === apiUrl('newsroomPost', { params: { id: DRAFT.id } })) return json(DRAFT);
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
}

describe('Rédaction', () => {
  beforeEach(() =>
    useStore.setState({ compte: { ...ME, role: 'editor', has_confidential_access: true }, online: true }),
  );
  afterEach(() => vi.restoreAllMocks());

  it('filters the posts by status', async () => {
    const fetchSpy = answer();
    const user = userEvent.setup();
    renderAt('/app/redaction');
    const list = screen.getByRole('region', { name: 'Posts de la rédaction' });
    expect(await within(list).findByRole('link', { name: /Brouillon de lundi/ })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Note programmée/ })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Programmés' }));
    expect(within(list).getByRole('button', { name: 'Programmés' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(within(list).queryByRole('link', { name: /Brouillon de lundi/ })).not.toBeInTheDocument(),
    );
    expect(within(list).getByRole('link', { name: /Note programmée/ })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain(
      apiUrl('newsroomPosts', { query: { status: 'scheduled' } }),
    );
  });

  it('previews the description through the readers’ sanitiser', async () => {
    answer();
    const user = userEvent.setup();
    renderAt('/app/redaction');
    await user.click(screen.getByLabelText('Description (markdown)'));
    await user.paste('Un point **gras**<script>window.hacked = true</script>');
    const preview = screen.getByRole('region', { name: 'Aperçu' });
    await waitFor(() => expect(within(preview).getByText('gras').tagName).toBe('STRONG'));
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.innerHTML).not.toContain('hacked');
  });

  it('refuses to overwrite a colleague’s edit and offers to load it', async () => {
    const theirs = newsroomPost(DRAFT.id, 'Titre du collègue', { version: 3 });
    const fetchSpy = answer(() => json({ error: 'conflict', message: 'Edited since', post: theirs }, 409));
    const user = userEvent.setup();
    renderAt(`/app/redaction/${DRAFT.id}`);
    const title = await screen.findByLabelText('Titre');
    expect(title).toHaveValue('Brouillon de lundi');
    await user.type(title, ' (v2)');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Un collègue a enregistré ce post entre-temps (version 3');
    expect(alert).toHaveTextContent('Titre du collègue');
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ version: 2, status: 'draft' });
    // What was typed stays on the screen and on the device until the user chooses.
    expect(screen.getByLabelText('Titre')).toHaveValue('Brouillon de lundi (v2)');
    expect(localStorage.getItem(`vigie.redaction.${DRAFT.id}`)).toContain('Brouillon de lundi (v2)');

    await user.click(within(alert).getByRole('button', { name: 'Charger sa version' }));
    expect(screen.getByLabelText('Titre')).toHaveValue('Titre du collègue');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps an unsaved form across a reload', async () => {
    answer();
    const user = userEvent.setup();
    const first = renderAt('/app/redaction');
    await user.type(screen.getByLabelText('Résumé'), 'Pas encore de titre');
    first.unmount();
    renderAt('/app/redaction');
    expect(screen.getByLabelText('Résumé')).toHaveValue('Pas encore de titre');
  });

  it('tells a reader the newsroom is not theirs', () => {
    answer();
    useStore.setState({ compte: ME });
    renderAt('/app/redaction');
    expect(
      screen.getByText('La rédaction est réservée aux éditeurs et aux administrateurs.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Titre')).not.toBeInTheDocument();
  });
});
