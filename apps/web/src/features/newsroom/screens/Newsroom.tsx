import { Route, Routes } from 'react-router';
import { canWrite } from '../../../lib/roles.ts';
import { useStore } from '../../../lib/store.ts';
import { Screen } from '../../../ui/Screen.tsx';
import { AdminOnly } from '../components/AdminOnly.tsx';
import { NewsroomNav } from '../components/NewsroomNav.tsx';
import { useNewsroomT } from '../i18n.ts';
import { Accounts } from './Accounts.tsx';
import { AuditLog } from './AuditLog.tsx';
import { Configuration } from './Configuration.tsx';
import { Directory } from './Directory.tsx';
import { PostsDesk } from './PostsDesk.tsx';
import { StancesDesk } from './StancesDesk.tsx';

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
            <Route path="annuaire/*" element={<Directory />} />
            <Route path="positions" element={<StancesDesk />} />
            <Route path="comptes" element={<AdminOnly screen={<Accounts />} />} />
            <Route path="journal" element={<AdminOnly screen={<AuditLog />} />} />
            <Route path="configuration" element={<AdminOnly screen={<Configuration />} />} />
          </Routes>
        </>
      ) : (
        <p>{t('redaction.forbidden')}</p>
      )}
    </Screen>
  );
}
