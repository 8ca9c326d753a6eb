import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Trends as TrendsData } from '@vigie/contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useStore } from '../../../lib/store.ts';
import { trendKeys } from '../api/get-trends.ts';
import { Trends } from './Trends.tsx';

type Counts = [news: number, synthese: number, memo: number];
const trend = (total_counts: number, [news, synthese, memo]: Counts) => ({
  total_counts,
  counts: { news, synthese, memo },
});
const contact = (id: string, firstname: string, lastname: string, total: number, counts: Counts) => ({
  id,
  firstname,
  lastname,
  img: null,
  ...trend(total, counts),
});
const theme = (id: string, item: string, confidential: boolean, total: number, counts: Counts) => ({
  id,
  item,
  confidential,
  level: 1,
  ...trend(total, counts),
});

const JEAN = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const oneDay: TrendsData = {
  contact: [
    contact(JEAN, 'Jean', 'Dupont', 4, [3, 0, 1]),
    contact('aaaaaaaaaaaaaaaaaaaaaaa2', 'Marie', 'Curie', 9, [5, 2, 2]),
  ],
  entity: [],
  theme: [
    theme('bbbbbbbbbbbbbbbbbbbbbbb1', 'Énergie', false, 5, [5, 0, 0]),
    theme('bbbbbbbbbbbbbbbbbbbbbbb2', 'Défense', true, 2, [0, 1, 1]),
  ],
};
const sevenDays: TrendsData = {
  contact: [contact('aaaaaaaaaaaaaaaaaaaaaaa3', 'Paul', 'Martin', 12, [12, 0, 0])],
  entity: [{ id: 'ccccccccccccccccccccccc1', name: 'ACME', img: '/logos/acme.png', ...trend(3, [0, 3, 0]) }],
  theme: [],
};

function renderTrends(queryClient = new QueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app/tendance']}>
        <Trends />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function renderWithBothPeriods() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(trendKeys.period(1), oneDay);
  queryClient.setQueryData(trendKeys.period(7), sevenDays);
  renderTrends(queryClient);
}

const tab = (name: string) => screen.getByRole('tabpanel', { name });
const rows = (tabName: string) => within(tab(tabName)).queryAllByRole('link');
/** A row's type chips with their numbers, as 'News 3'. */
const typeCounts = (row: HTMLElement) =>
  within(row)
    .queryAllByText(/^(News|Syntheses?|Memos?)$/)
    .map((chip) => chip.parentElement!.textContent);

describe('Trends', () => {
  it('lists each kind of item, the most cited first, with its counts per type', () => {
    renderWithBothPeriods();
    expect(screen.getByRole('heading', { level: 1, name: 'Tendances' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Tendances' })).toBeInTheDocument();

    const [marie, jean] = rows('Contacts');
    expect(marie).toHaveTextContent(/^MC\s*Marie Curie/);
    expect(typeCounts(marie!)).toEqual(['News 5', 'Syntheses 2', 'Memos 2']);
    expect(jean).toHaveTextContent(/^JD\s*Jean Dupont/);
    expect(jean).toHaveTextContent('4 articles');
    expect(typeCounts(jean!)).toEqual(['News 3', 'Memo 1']);

    const [energie, defense] = rows('Thèmes');
    expect(energie).toHaveTextContent(/^Énergie/);
    expect(within(energie!).queryByText('Confidentiel')).toBeNull();
    expect(typeCounts(energie!)).toEqual(['News 5']);
    expect(defense).toHaveTextContent(/^Défense\s*Confidentiel/);
    expect(defense).toHaveTextContent('2 articles');
    expect(typeCounts(defense!)).toEqual(['Synthese 1', 'Memo 1']);

    expect(within(tab('Entités')).getByText('Aucun élément à afficher')).toBeInTheDocument();
  });

  it('links each row to its posts over the period, with the name, the total and confidentiality in the query string', () => {
    renderWithBothPeriods();
    const jean = within(tab('Contacts')).getByRole('link', { name: /Jean Dupont/ });
    const href = jean.getAttribute('href')!;
    expect(href.split('?')[0]).toBe(`/app/tendance/feed/contact/${JEAN}`);
    const query = new URLSearchParams(href.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ days: '1', name: 'Jean Dupont', nbArticle: '4' });

    const defense = within(tab('Thèmes')).getByRole('link', { name: /Défense/ });
    expect(defense.getAttribute('href')).toBe(
      '/app/tendance/feed/theme/bbbbbbbbbbbbbbbbbbbbbbb2?days=1&name=D%C3%A9fense&nbArticle=2&confidential=1',
    );
  });

  it('changes the publication period from the header, which loads that period', async () => {
    const user = userEvent.setup();
    renderWithBothPeriods();
    const open = screen.getByRole('button', { name: 'Durée de parution' });
    expect(open).toHaveAccessibleDescription('1 jour');

    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Durée de parution' });
    expect(within(dialog).getByRole('radiogroup', { name: 'Durée de parution' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['1 jour', '7 jours', '30 jours']);
    expect(within(dialog).getByRole('radio', { name: '1 jour' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '1 jour' })).toHaveFocus();

    await user.click(within(dialog).getByRole('radio', { name: '7 jours' }));
    expect(useStore.getState().timeParution).toBe(7);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(open).toHaveAccessibleDescription('7 jours');
    const [paul] = rows('Contacts');
    expect(rows('Contacts')).toHaveLength(1);
    expect(paul).toHaveTextContent('Paul Martin');
    expect(paul).toHaveTextContent('12 articles');
    const [acme] = rows('Entités');
    expect(typeCounts(acme!)).toEqual(['Syntheses 3']);
    expect(within(acme!).getByRole('presentation')).toHaveAttribute('src', '/logos/acme.png');
    expect(within(tab('Thèmes')).getByText('Aucun élément à afficher')).toBeInTheDocument();
  });

  it('writes counts and the period as English does', () => {
    useStore.setState({ lang: 'en', timeParution: 30 });
    const queryClient = new QueryClient();
    queryClient.setQueryData(trendKeys.period(30), {
      contact: [contact(JEAN, 'Jean', 'Dupont', 2345, [1234, 1000, 111])],
      entity: [],
      theme: [],
    });
    renderTrends(queryClient);
    const [jean] = rows('Contacts');
    expect(jean).toHaveTextContent('2,345 posts');
    expect(typeCounts(jean!)).toEqual(['News 1,234', 'Syntheses 1,000', 'Memos 111']);
    expect(screen.getByRole('button', { name: 'Publication period' })).toHaveAccessibleDescription('30 days');
  });

  it('closes the picker on Escape or Annuler, keeping the period', async () => {
    const user = userEvent.setup();
    renderWithBothPeriods();
    await user.click(screen.getByRole('button', { name: 'Durée de parution' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Durée de parution' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useStore.getState().timeParution).toBe(1);
  });

  it('says when the trends cannot load, and offers to try again', async () => {
    renderTrends(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(within(tab('Contacts')).getByRole('status')).toHaveTextContent('Chargement…');
    const alert = await within(tab('Contacts')).findByRole('alert');
    expect(alert).toHaveTextContent('An error occured');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
