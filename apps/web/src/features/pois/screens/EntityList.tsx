import type { EntitySummary } from '@vigie/contract';
import { memo } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useStackPath } from '../../../lib/stacks.ts';
import { useEntities } from '../api/list-entities.ts';
import { FollowToggles } from '../components/FollowToggles.tsx';
import { ItemList } from '../components/ItemList.tsx';
import { ItemRow } from '../components/ItemRow.tsx';
import { useUpdateMode } from '../update-mode.ts';
import { useNameSearch } from '../use-name-search.ts';

/** Memoised: the list renders its visible rows again on every scroll step. */
const EntityRow = memo(function EntityRow({ entity }: { entity: EntitySummary }) {
  const path = useStackPath();
  const update = useUpdateMode();
  return (
    <ItemRow
      to={path(`entity/${entity.id}`)}
      img={entity.img}
      name={entity.name}
      actions={
        update ? <FollowToggles compact type="entity" item={{ ...entity, confidential: false }} /> : null
      }
    >
      {entity.label}
    </ItemRow>
  );
});

const entityKey = (entity: EntitySummary) => entity.id;
const renderEntity = (entity: EntitySummary) => <EntityRow entity={entity} />;

/** Explorer's Entités: every entity by name, or those matching the search. */
export function EntityList() {
  const t = useT();
  const nameSearch = useNameSearch();
  return (
    <ItemList
      type="entity"
      nameSearch={nameSearch}
      searchLabel={t('lists.searchEntities')}
      items={useEntities(nameSearch.search)}
      listLabel={t('labels.entities')}
      itemKey={entityKey}
      renderItem={renderEntity}
    />
  );
}
