import { useMemo, useState } from 'react';
import { ActiveOnlySwitch, UpdateModeButton } from '../features/pois/components/UpdateMode.tsx';
import { ContactList } from '../features/pois/screens/ContactList.tsx';
import { EntityList } from '../features/pois/screens/EntityList.tsx';
import { ThemeTreeList } from '../features/pois/screens/ThemeTreeList.tsx';
import { UpdateModeContext } from '../features/pois/update-mode.ts';
import { PostSearch } from '../features/posts/screens/PostSearch.tsx';
import { useT } from '../lib/i18n.ts';
import { AppHeader } from '../ui/AppHeader.tsx';
import layout from '../ui/layout.module.css';
import { SwipeTabs } from '../ui/SwipeTabs.tsx';

/**
 * Explorer: the item lists and the post search, as four swipe tabs; the pencil toggles update mode
 * (docs/product.md §2.12).
 */
export function Explorer() {
  const t = useT();
  const [updating, setUpdating] = useState(false);
  const [showAll, setShowAll] = useState(true);
  const update = useMemo(() => (updating ? { showAll } : null), [updating, showAll]);
  return (
    <div className={layout.tabRoot}>
      <AppHeader
        title={t('screens.explorer')}
        showTitle
        actions={
          <UpdateModeButton
            label={t('focus.updateMode')}
            pressed={updating}
            onClick={() => setUpdating(!updating)}
          />
        }
      />
      {updating ? <ActiveOnlySwitch on={showAll} onChange={setShowAll} /> : null}
      <UpdateModeContext value={update}>
        <SwipeTabs
          label={t('screens.explorer')}
          memoryKey="explorer"
          lazy
          tabs={[
            { id: 'contacts', title: t('labels.contacts'), content: <ContactList /> },
            { id: 'entities', title: t('labels.entities'), content: <EntityList /> },
            { id: 'themes', title: t('labels.themes'), content: <ThemeTreeList /> },
            { id: 'contents', title: t('labels.contents'), content: <PostSearch /> },
          ]}
        />
      </UpdateModeContext>
    </div>
  );
}
