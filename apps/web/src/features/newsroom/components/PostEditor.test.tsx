import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/store.ts';
import { ME } from '../../../test/people.ts';
import { newsroomPost } from '../newsroom-post.fixture.ts';
import { json } from '../testing.tsx';
import { PostEditor } from './PostEditor.tsx';
import { PostsPanel } from './PostsPanel.tsx';

const ids = { elise: 'c1c1c1c1c1c1c1c1c1c1c1c1', paul: 'c2c2c2c2c2c2c2c2c2c2c2c2' };
const PUBLISHED = newsroomPost('a1a1a1a1a1a1a1a1a1a1a1a1', 'Publié hier', {
  status: 'published',
  version: 4,
  contacts: [ids.paul],
});
const THEMES = [
  {
    id: 'e0e0e0e0e0e0e0e0e0e0e0e0',
    item: 'Énergie',
    type: 'theme',
    confidential: false,
    level: 1,
    children: [
      {
        id: 'e1e1e1e1e1e1e1e1e1e1e1e1',
        item: 'Nucléaire',
        type: 'theme',
        confidential: false,
        level: 2,
        children: [],
      },
    ],
  },
];

function serve() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://vigie.test').pathname;
    if (init?.method === 'PUT') return json({ ...PUBLISHED, version: 5 });
    if (path === apiUrl('listContacts'))
      return json([
        { id: ids.elise, firstname: 'Élise', lastname: 'Durand', img: null },
        { id: ids.paul, firstname: 'Paul', lastname: 'Martin', img: null },
      ]);
    if (path === apiUrl('themeTree')) return json(THEMES);
    if (path === apiUrl('listUsers'))
      return json([{ ...ME, id: 'u1u1u1u1u1u1u1u1u1u1u1u1', firstname: 'Léa' }]);
    return json(path.includes('/admin/posts') ? { data: [], cursor: false } : []);
  });
}

/** The browser's XMLHttpRequest, which uploads go through for their progress: each one waits here. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  headers: Record<string, string> = {};
  url = '';
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  onload?: () => void;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

const renderWith = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
const sentBody = (fetchSpy: ReturnType<typeof serve>) =>
  JSON.parse(String(fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body));

describe('the post editor', () => {
  beforeEach(() => {
    useStore.setState({ compte: { ...ME, role: 'editor', has_confidential_access: false }, online: true });
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('cites a contact found without its accent, from the keyboard, and uncites one by its chip', async () => {
    const fetchSpy = serve();
    const user = userEvent.setup();
    renderWith(<PostEditor post={PUBLISHED} onCreated={() => {}} />);
    const chosen = await screen.findByRole('list', { name: 'Contacts cités : sélection' });
    expect(await within(chosen).findByText('Paul Martin')).toBeInTheDocument();

    const combo = screen.getByRole('combobox', { name: 'Contacts cités' });
    await user.type(combo, 'elise');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox', { name: 'Contacts cités' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Élise Durand']);
    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{Enter}');
    expect(within(chosen).getByText('Élise Durand')).toBeInTheDocument();
    expect(combo).toHaveValue('');

    await user.click(within(chosen).getByRole('button', { name: 'Retirer Paul Martin' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer la correction' }));
    await waitFor(() => expect(sentBody(fetchSpy).post.contacts).toEqual([ids.elise]));
  });

  it('offers themes under their path, as the server lists them for the editor', async () => {
    serve();
    const user = userEvent.setup();
    renderWith(<PostEditor post={PUBLISHED} onCreated={() => {}} />);
    await user.type(screen.getByRole('combobox', { name: 'Thèmes' }), 'nucl');
    expect(await screen.findByRole('option', { name: 'Énergie › Nucléaire' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Thèmes' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('pushes a correction again only when “Notifier à nouveau” is ticked, then unticks it', async () => {
    const fetchSpy = serve();
    const user = userEvent.setup();
    renderWith(<PostEditor post={PUBLISHED} onCreated={() => {}} />);
    const notify = screen.getByRole('checkbox', { name: 'Notifier à nouveau' });
    await user.click(notify);
    await user.click(screen.getByRole('button', { name: 'Enregistrer la correction' }));
    await waitFor(() => expect(sentBody(fetchSpy).notify).toBe(true));
    await waitFor(() => expect(notify).not.toBeChecked());
  });

  it('has no “Notifier à nouveau” for a draft', () => {
    serve();
    renderWith(<PostEditor post={{ ...PUBLISHED, status: 'draft' }} onCreated={() => {}} />);
    expect(screen.queryByRole('checkbox', { name: 'Notifier à nouveau' })).not.toBeInTheDocument();
  });

  it('uploads attachments with their progress, lists them, and removes one', async () => {
    const fetchSpy = serve();
    const user = userEvent.setup();
    renderWith(<PostEditor post={PUBLISHED} onCreated={() => {}} />);
    const file = new File(['%PDF-1.7'], 'Note.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Ajouter des pièces jointes (PDF ou images)'), file);

    const [request] = FakeUpload.sent;
    expect(request?.url).toBe(`${apiUrl('uploadFile')}?filename=Note.pdf`);
    expect(request?.headers).toMatchObject({ 'x-requested-with': 'XMLHttpRequest' });
    expect(request?.body).toBe(file);
    request?.progress(1, 4);
    expect(screen.getByRole('progressbar', { name: 'Envoi de Note.pdf' })).toHaveAttribute('value', '0.25');
    await request?.answer(201, {
      id: 'f1',
      filename: 'Note.pdf',
      url: '/api/v1/files/f1',
      content_type: 'application/pdf',
      size: 8,
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Note.pdf' })).toHaveAttribute('href', '/api/v1/files/f1');

    await user.click(screen.getByRole('button', { name: 'Enregistrer la correction' }));
    await waitFor(() =>
      expect(sentBody(fetchSpy).post.attachments).toEqual([
        { filename: 'Note.pdf', url: '/api/v1/files/f1' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Retirer Note.pdf' }));
    expect(screen.queryByRole('link', { name: 'Note.pdf' })).not.toBeInTheDocument();
  });

  it('says why the server refused a file, until dismissed', async () => {
    serve();
    const user = userEvent.setup();
    renderWith(<PostEditor post={PUBLISHED} onCreated={() => {}} />);
    await user.upload(
      screen.getByLabelText('Ajouter des pièces jointes (PDF ou images)'),
      new File(['x'], 'page.pdf', { type: 'application/pdf' }),
    );
    await FakeUpload.sent[0]?.answer(400, { error: 'validation_error', message: 'body: must be a PDF' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "page.pdf n'est ni un PDF ni une image PNG, JPEG ou WebP.",
    );
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the uploaded picture and removes it', async () => {
    serve();
    const user = userEvent.setup();
    renderWith(<PostEditor post={PUBLISHED} onCreated={() => {}} />);
    await user.upload(
      screen.getByLabelText('Choisir une image'),
      new File(['png'], 'photo.png', { type: 'image/png' }),
    );
    await FakeUpload.sent[0]?.answer(201, {
      id: 'p1',
      filename: 'photo.png',
      url: '/api/v1/files/p1',
      content_type: 'image/png',
      size: 3,
    });
    expect(screen.getByRole('img', { name: 'Image du post' })).toHaveAttribute('src', '/api/v1/files/p1');
    await user.click(screen.getByRole('button', { name: "Retirer l'image" }));
    expect(screen.queryByRole('img', { name: 'Image du post' })).not.toBeInTheDocument();
  });
});

describe('the posts list', () => {
  beforeEach(() => useStore.setState({ compte: { ...ME, role: 'editor' }, online: true }));
  afterEach(() => vi.restoreAllMocks());

  it('filters by author', async () => {
    const fetchSpy = serve();
    const user = userEvent.setup();
    renderWith(<PostsPanel root="/app/redaction" />);
    const author = screen.getByRole('combobox', { name: 'Auteur' });
    await screen.findByRole('option', { name: 'Léa Durand' });
    await user.selectOptions(author, 'u1u1u1u1u1u1u1u1u1u1u1u1');
    await waitFor(() =>
      expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain(
        apiUrl('newsroomPosts', { query: { author: 'u1u1u1u1u1u1u1u1u1u1u1u1' } }),
      ),
    );
  });
});
