import { Navigate, NavLink, Route, Routes, useNavigate, useParams } from 'react-router';
import { REDACTION_ROOT } from '../../../lib/roles.ts';
import { LoadError } from '../../../ui/ListState.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import {
  type DirectoryKind,
  type DirectoryTheme,
  useContactList,
  useDirectoryRecord,
  useEntityList,
  useThemeTree,
} from '../api/directory.ts';
import styles from '../components/Directory.module.css';
import { DirectoryList, type ListEntry } from '../components/DirectoryList.tsx';
import { ItemForm } from '../components/ItemForm.tsx';
import { ThemeForm } from '../components/ThemeForm.tsx';
import { CONTACT_FIELDS, ENTITY_FIELDS } from '../directory-form.ts';
import { useNewsroomT } from '../i18n.ts';
import desk from './PostsDesk.module.css';

const ROOT = `${REDACTION_ROOT}/annuaire`;
/** The address of each kind's list, under the directory. */
const SECTIONS: Record<string, DirectoryKind> = { contacts: 'contact', entites: 'entity', themes: 'theme' };
const NEW = 'nouveau';

/** docs/product.md §2.19 Annuaire: contacts, entities and themes, each list beside its form. */
export function Directory() {
  const t = useNewsroomT();
  return (
    <>
      <nav className={styles.kinds} aria-label={t('directory.lists')}>
        {Object.entries(SECTIONS).map(([path, kind]) => (
          <NavLink
            key={path}
            to={`${ROOT}/${path}`}
            className={({ isActive }) => (isActive ? styles.current : styles.entry)}
          >
            {t(`directory.kinds.${kind}`)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="contacts" replace />} />
        <Route path=":section/:id?" element={<DirectoryDesk />} />
      </Routes>
    </>
  );
}

function DirectoryDesk() {
  const { section = '', id } = useParams();
  const kind = SECTIONS[section];
  if (!kind) return <Navigate to={`${ROOT}/contacts`} replace />;
  return (
    <KindDesk
      key={kind}
      kind={kind}
      base={`${ROOT}/${section}`}
      id={id === NEW ? undefined : id}
      creating={id === NEW}
    />
  );
}

interface KindDeskProps {
  kind: DirectoryKind;
  base: string;
  id?: string;
  creating: boolean;
}

function KindDesk({ kind, base, id, creating }: KindDeskProps) {
  const t = useNewsroomT();
  const navigate = useNavigate();
  const contacts = useContactList();
  const entities = useEntityList();
  const tree = useThemeTree();
  const record = useDirectoryRecord(kind, id);
  const list = { contact: contacts, entity: entities, theme: tree }[kind];
  const entries: ListEntry[] | undefined =
    kind === 'contact'
      ? contacts.data?.map((c) => ({ id: c.id, name: `${c.firstname} ${c.lastname}` }))
      : kind === 'entity'
        ? entities.data?.map((e) => ({ id: e.id, name: e.name, also: e.label }))
        : undefined;
  const opened = (created: string) => navigate(`${base}/${created}`, { replace: true });
  const form = (stored?: Record<string, unknown> & { id: string }) =>
    kind === 'theme' ? (
      <ThemeForm
        key={stored?.id ?? NEW}
        theme={stored as DirectoryTheme | undefined}
        tree={tree.data ?? []}
        onCreated={opened}
      />
    ) : (
      <ItemForm
        key={stored?.id ?? NEW}
        kind={kind}
        fields={kind === 'contact' ? CONTACT_FIELDS : ENTITY_FIELDS}
        record={stored}
        entries={entries ?? []}
        onCreated={opened}
      />
    );

  return (
    <div className={desk.layout}>
      <DirectoryList
        kind={kind}
        base={base}
        entries={entries}
        tree={kind === 'theme' ? tree.data : undefined}
        pending={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
      />
      <div className={styles.panel}>
        {creating ? form() : null}
        {id && record.data ? form(record.data as Record<string, unknown> & { id: string }) : null}
        {id && record.isPending ? <Spinner label={t('app.loading')} /> : null}
        {id && record.isError ? <LoadError error={record.error} /> : null}
        {!id && !creating ? <p>{t('directory.pick')}</p> : null}
      </div>
    </div>
  );
}
