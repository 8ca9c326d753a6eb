import { render, screen, within } from '@testing-library/react';
import type { Position } from '@vigie/contract';
import { describe, expect, it } from 'vitest';
import { useStore } from '../../../lib/store.ts';
import { StanceGrid, StanceSummary } from './StanceGrid.tsx';

const node = (start_position: Position | null, end_position: Position | null) => ({
  start_position,
  end_position,
});

describe('StanceGrid', () => {
  it('names the figure and says where the stance started and ended', () => {
    render(<StanceGrid node={node('supportive', 'opponent')} />);
    const figure = screen.getByRole('figure', { name: 'Position' });
    expect(within(figure).getByText('Départ : Favorable')).toBeInTheDocument();
    expect(within(figure).getByText('Arrivée : Opposant')).toBeInTheDocument();
    expect(within(figure).getByText("Vers l'opposition")).toBeInTheDocument();
  });

  it('marks the start and the end on the 8-step scale, hidden from screen readers', () => {
    render(<StanceGrid node={node('adversary', 'hesitant')} />);
    const scale = screen.getByText('Engagé').closest('[aria-hidden="true"]')!;
    expect(scale.querySelectorAll('[style*="background-color"]')).toHaveLength(8);
    const marks = [...scale.querySelectorAll<HTMLElement>('[style*="left"]')].map((mark) => mark.style.left);
    // The path from step 2 (hesitant), then the start on step 7 (adversary) and the end on step 2.
    expect(marks).toEqual(['31.25%', '93.75%', '31.25%']);
    expect(screen.getByText('Vers le soutien')).toBeInTheDocument();
  });

  it('shows a stance that did not move as unchanged', () => {
    render(<StanceGrid node={node('neutral', 'neutral')} />);
    expect(screen.getByText('Départ : Neutre')).toBeInTheDocument();
    expect(screen.getByText('Arrivée : Neutre')).toBeInTheDocument();
    expect(screen.getByText('Stable')).toBeInTheDocument();
  });

  it('keeps a known end when the start is unknown', () => {
    render(<StanceGrid node={node(null, 'contrarian')} />);
    expect(screen.getByText('Départ : Inconnue')).toBeInTheDocument();
    expect(screen.getByText('Arrivée : Contestataire')).toBeInTheDocument();
    expect(screen.queryByText('Stable')).not.toBeInTheDocument();
  });

  it('says briefly when the whole stance is unknown', () => {
    render(<StanceGrid node={node(null, null)} />);
    const figure = screen.getByRole('figure', { name: 'Position' });
    expect(figure).toHaveTextContent('Position inconnue');
    expect(within(figure).queryByText(/Départ/)).not.toBeInTheDocument();
  });

  it('speaks English', () => {
    useStore.setState({ lang: 'en' });
    render(<StanceGrid node={node('committed', 'adversary')} />);
    const figure = screen.getByRole('figure', { name: 'Stance' });
    expect(within(figure).getByText('Start: Committed')).toBeInTheDocument();
    expect(within(figure).getByText('End: Adversary')).toBeInTheDocument();
    expect(within(figure).getByText('Towards opposition')).toBeInTheDocument();
  });
});

describe('StanceSummary', () => {
  it.each([
    [node('supportive', 'opponent'), 'Favorable → Opposant'],
    [node('passive', 'passive'), 'Passif'],
    [node(null, null), 'Inconnue'],
    [node(null, 'committed'), 'Inconnue → Engagé'],
  ])('reads %o as "%s"', (stance, text) => {
    const { container } = render(<StanceSummary node={stance} />);
    expect(container).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('speaks English', () => {
    useStore.setState({ lang: 'en' });
    render(<StanceSummary node={node('hesitant', null)} />);
    expect(screen.getByText('Hesitant → Unknown')).toBeInTheDocument();
  });
});
