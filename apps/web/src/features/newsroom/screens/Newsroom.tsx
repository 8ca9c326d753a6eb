import { Route, Routes } from 'react-router';
import { canWrite } from '../../../lib/roles.ts';
import { useStore } from '../../../lib/store.ts';
import { Screen } from '../../../ui/Screen.tsx';
import { NewsroomNav } from '../components/NewsroomNav.tsx';
import { useNewsroomT } from '../i18n.ts';
import { PostsDesk } from './PostsDesk.tsx';

/** docs/product.md §2.19: the newsroom, one lazy chunk, its areas under /app/redaction. */
export default function Newsroom() {
  const t = useNewsroomT();
  const role = useStore((s) => s.compte?.role);

  return (
    <Screen title={t('screens.redaction')}>
      {canWrite(role) ? (
        <>
          <NewsroomNav />
          <Routes>
            <Route path=":postId?" element={<PostsDesk />} />
          </Routes>
        </>
      ) : (
        <p>{t('redaction.forbidden')}</p>
      )}
    </Screen>
  );
}
