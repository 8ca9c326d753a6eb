import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ActionDispatch, useReducer, useState } from 'react';
import { Link } from 'react-router';
import { type TKey, useT } from '../../../lib/i18n.ts';
import { useOnline } from '../../../lib/online.ts';
import { useStackPath } from '../../../lib/stacks.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { ConfidentialLock } from '../../../ui/ConfidentialLock.tsx';
import { EmptyList, RetryList } from '../../../ui/ListState.tsx';
import { Screen } from '../../../ui/Screen.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { SwipeTabs } from '../../../ui/SwipeTabs.tsx';
import { UnreadBadge } from '../../../ui/UnreadBadge.tsx';
import {
  applyFocusChanges,
  type FocusItem,
  focusListQueryOptions,
  useFocusList,
} from '../api/focus-lists.ts';
import { poiKeys } from '../api/keys.ts';
import { useUnreadCounts } from '../api/unread-counts.ts';
import { FlagToggle } from '../components/FlagToggle.tsx';
import { FocusWayIn } from '../components/FocusWayIn.tsx';
import { DeleteSavedSearch, SavedSearchName } from '../components/SavedSearchRow.tsx';
import { ActiveOnlySwitch, UpdateModeButton } from '../components/UpdateMode.tsx';
import {
  changesToSend,
  currentFlag,
  type EditsByType,
  type EditsByTypeAction,
  editsByTypeReducer,
  effective,
  FOCUS_KINDS,
  type FocusEdits,
  type FocusKind,
  type FocusType,
  NO_EDITS_BY_TYPE,
} from '../focus-edits.ts';
import styles from './MyFocus.module.css';

const TABS: ReadonlyArray<{ type: FocusType; title: TKey }> = [
  { type: 'contact', title: 'labels.contacts' },
  { type: 'entity', title: 'labels.entities' },
  { type: 'theme', title: 'labels.themes' },
  { type: 'search', title: 'savedSearch.tab' },
];

/**
 * Mes focus: the contacts, entities, themes and saved searches followed; edit mode changes focus and
 * notifications at once.
 */
export function MyFocus() {
  const t = useT();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [edits, dispatch] = useReducer(editsByTypeReducer, NO_EDITS_BY_TYPE);
  const [activeOnlySwitchOn, setActiveOnlySwitchOn] = useState(true);

  const reload = () => queryClient.invalidateQueries({ queryKey: poiKeys.focusLists() });
  const leaveEditing = () => {
    dispatch('reset');
    setEditing(false);
  };
  const validate = useMutation({
    mutationFn: async (pending: EditsByType) => {
      try {
        for (const { type } of TABS) {
          const items = queryClient.getQueryData(focusListQueryOptions(type).queryKey) ?? [];
          await applyFocusChanges(type, changesToSend(pending[type], items));
        }
      } finally {
        // Even a failure may have sent some changes: the lists show what the server now holds.
        await reload();
      }
    },
    onSuccess: leaveEditing,
  });
  const cancel = () => {
    validate.reset();
    leaveEditing();
    void reload();
  };

  const editButton = <UpdateModeButton label={t('screens.editFocus')} onClick={() => setEditing(true)} />;

  return (
    <Screen
      title={t(editing ? 'screens.editFocus' : 'screens.myFocus')}
      actions={editing ? undefined : editButton}
    >
      {editing ? (
        <ActiveOnlySwitch on={activeOnlySwitchOn} onChange={setActiveOnlySwitchOn} />
      ) : (
        <FocusWayIn otherwise={null} />
      )}
      <SwipeTabs
        label={t('screens.myFocus')}
        memoryKey="my-focus"
        tabs={TABS.map(({ type, title }) => ({
          id: type,
          title: t(title),
          content: (
            <FocusTab
              type={type}
              title={t(title)}
              editing={editing}
              showAll={editing && activeOnlySwitchOn}
              edits={edits[type]}
              dispatch={dispatch}
            />
          ),
        }))}
      />
      {editing ? (
        <div className={styles.footer}>
          {validate.isError ? (
            <p className={styles.error} role="alert">
              {t('app.error')}
            </p>
          ) : null}
          <button type="button" className={styles.cancel} onClick={cancel}>
            {t('labels.cancel')}
          </button>
          <button
            type="button"
            className={styles.validate}
            disabled={!online || validate.isPending}
            onClick={() => validate.mutate(edits)}
          >
            {t('labels.validate')}
          </button>
        </div>
      ) : null}
    </Screen>
  );
}

interface FocusTabProps {
  type: FocusType;
  title: string;
  editing: boolean;
  /** Every item of the list, rather than only those focused or notified. */
  showAll: boolean;
  edits: FocusEdits;
  dispatch: ActionDispatch<[EditsByTypeAction]>;
}

/** One type's followed items; in edit mode each row has its focus and notification toggles. */
function FocusTab({ type, title, editing, showAll, edits, dispatch }: FocusTabProps) {
  const t = useT();
  const online = useOnline();
  const path = useStackPath();
  const list = useFocusList(type);
  const unread = useUnreadCounts(type, list.data);

  // A failed reload keeps the rows it had.
  if (list.isPending) return <Spinner label={t('app.loading')} />;
  if (!list.data) return <RetryList onRetry={() => void list.refetch()} />;

  const isOn = (item: FocusItem, kind: FocusKind) =>
    editing ? effective(edits, kind, item.id, currentFlag(item, kind)) : currentFlag(item, kind);
  const items = showAll ? list.data : list.data.filter((item) => isOn(item, 'focus') || isOn(item, 'notify'));
  if (items.length === 0) return <EmptyList />;

  const toggle = (item: FocusItem, kind: FocusKind) => (
    <FlagToggle
      key={kind}
      kind={kind}
      name={item.name}
      on={isOn(item, kind)}
      disabled={!online}
      onToggle={() =>
        dispatch({ type, action: { type: 'toggle', kind, id: item.id, current: currentFlag(item, kind) } })
      }
    />
  );

  return (
    <ul className={styles.list} aria-label={title}>
      {items.map((item) => (
        <li key={item.id} className={styles.row}>
          {type === 'search' ? (
            <SavedSearchName item={item} />
          ) : (
            <Link className={styles.item} to={path(`${type}/${item.id}`)}>
              {type === 'theme' ? null : <Avatar src={item.img} name={item.name} />}
              <span className={styles.name}>
                {item.name} {item.confidential ? <ConfidentialLock /> : null}
              </span>
              <UnreadBadge count={unread?.get(item.id)} />
            </Link>
          )}
          {editing ? FOCUS_KINDS.map((kind) => toggle(item, kind)) : null}
          {editing && type === 'search' ? <DeleteSavedSearch item={item} /> : null}
        </li>
      ))}
    </ul>
  );
}
