import { ContactList } from '../features/pois/screens/ContactList.tsx';
import { EntityList } from '../features/pois/screens/EntityList.tsx';
import { ThemeTreeList } from '../features/pois/screens/ThemeTreeList.tsx';
import { PostSearch } from '../features/posts/screens/PostSearch.tsx';
import { useT } from '../lib/i18n.ts';
import { AppHeader } from '../ui/AppHeader.tsx';
import layout from '../ui/layout.module.css';
import { SwipeTabs } from '../ui/SwipeTabs.tsx';

/** Explorer: the item lists and the post search, as four swipe tabs (SPEC §2). */
export function Explorer() {
  const t = useT();
  return (
    <div className={layout.tabRoot}>
      <AppHeader title={t('screens.explorer')} showTitle />
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
    </div>
  );
}
