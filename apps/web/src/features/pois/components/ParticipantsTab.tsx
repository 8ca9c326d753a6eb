import type { StanceChangeSummary, Theme } from '@vigie/contract';
import { useMemo, useState } from 'react';
import { fold } from '../../../lib/fold.ts';
import { useT } from '../../../lib/i18n.ts';
import { useStackPath } from '../../../lib/stacks.ts';
import { EmptyList } from '../../../ui/ListState.tsx';
import { SearchBox } from '../../../ui/SearchBox.tsx';
import type { GridNode } from '../stance.ts';
import { ItemRow } from './ItemRow.tsx';
import { LatestChange } from './LatestChange.tsx';
import styles from './ParticipantsTab.module.css';
import { StanceSummary } from './StanceGrid.tsx';

const UNKNOWN_STANCE: GridNode = { start_position: null, end_position: null };

interface Participant {
  kind: 'contact' | 'entity';
  id: string;
  name: string;
  img: string | null;
  /** Folded; a contact's starts with the last name, as in Explorer's list. */
  sortKey: string;
  /** The stance in this theme. */
  node: GridNode;
  change: StanceChangeSummary | null;
}

/** The theme's contacts and entities in one list ordered by name, each with its stance in the theme. */
function participantsOf({ contacts, entities, grid }: Theme): Participant[] {
  const contactNodes = new Map(grid.contact_nodes.map((node) => [node.poi_contact_id, node]));
  const entityNodes = new Map(grid.entity_nodes.map((node) => [node.poi_entity_id, node]));
  const participants: Participant[] = [
    ...contacts.map(({ id, firstname, lastname, img }) => ({
      kind: 'contact' as const,
      id,
      name: `${firstname} ${lastname}`,
      img,
      sortKey: fold(`${lastname} ${firstname}`),
      node: contactNodes.get(id) ?? UNKNOWN_STANCE,
      change: contactNodes.get(id)?.latest_change ?? null,
    })),
    ...entities.map(({ id, name, img }) => ({
      kind: 'entity' as const,
      id,
      name,
      img,
      sortKey: fold(name),
      node: entityNodes.get(id) ?? UNKNOWN_STANCE,
      change: entityNodes.get(id)?.latest_change ?? null,
    })),
  ];
  return participants.sort((a, b) => a.sortKey.localeCompare(b.sortKey));
}

/** Those whose name holds every word of the search, accents and case aside. */
function matching(participants: Participant[], search: string): Participant[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return participants.filter(({ name }) => words.every((word) => fold(name).includes(word)));
}

/** A theme's Participants tab: its contacts and entities, searchable, each with its stance in the theme. */
export function ParticipantsTab({ theme }: { theme: Theme }) {
  const t = useT();
  const path = useStackPath();
  const [search, setSearch] = useState('');
  const participants = useMemo(() => participantsOf(theme), [theme]);
  if (participants.length === 0) return <EmptyList />;
  const shown = matching(participants, search);
  return (
    <div>
      <SearchBox label={t('stance.searchParticipants')} value={search} onChange={setSearch} />
      {shown.length === 0 ? (
        <EmptyList />
      ) : (
        <ul className={styles.list} aria-label={t('labels.participants')}>
          {shown.map(({ kind, id, name, img, node, change }) => (
            <li key={`${kind}/${id}`} className={change ? styles.changedItem : styles.item}>
              <ItemRow to={path(`${kind}/${id}`)} img={img} name={name}>
                <span className={styles.kind}>{t(`stance.participant.${kind}`)}</span>{' '}
                <StanceSummary node={node} />
              </ItemRow>
              {change ? <LatestChange change={change} /> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
