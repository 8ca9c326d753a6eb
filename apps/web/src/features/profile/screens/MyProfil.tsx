import type { User } from '@vigie/contract';
import { type ReactNode, useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useUser } from '../../../lib/api/get-user.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { STACK_ROOTS, useStackPath } from '../../../lib/stacks.ts';
import { useStore } from '../../../lib/store.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { SettingsIcon } from '../../../ui/icons.tsx';
import { LinkifiedText } from '../../../ui/LinkifiedText.tsx';
import { BackButton } from '../../../ui/Screen.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import styles from './MyProfil.module.css';

interface MyProfilProps {
  /** The posts a user wrote; the app layer passes it in because features do not import one another. */
  feed: (userId: string) => ReactNode;
  /** Opens the chat with a colleague (the Message tab then shows the conversation). */
  openChat?: (userId: string) => Promise<void>;
}

/**
 * docs/product.md §2.10 MyProfil: one's own profile without `idProfil` (or with one's own id), else a
 * colleague's.
 */
export function MyProfil({ feed, openChat }: MyProfilProps) {
  const { idProfil } = useParams();
  const compte = useStore((state) => state.compte);
  if (compte && (!idProfil || idProfil === compte.id)) return <OwnProfile account={compte} feed={feed} />;
  return idProfil ? <OtherProfile id={idProfil} openChat={openChat} /> : null;
}

function ProfileCard({ person }: { person: User }) {
  const name = `${person.firstname} ${person.lastname}`;
  return (
    <div className={styles.card}>
      <Avatar src={person.img} name={name} size={96} />
      <h1 className={styles.name}>{name}</h1>
      {person.biography ? (
        <p className={styles.bio}>
          <LinkifiedText text={person.biography} />
        </p>
      ) : null}
      <a className={styles.email} href={`mailto:${person.email}`}>
        {person.email}
      </a>
    </div>
  );
}

function OwnProfile({ account, feed }: { account: User } & MyProfilProps) {
  const t = useT();
  const path = useStackPath();
  const feedTitleId = useId();
  return (
    <main className={styles.screen}>
      <div className={styles.topBar}>
        <Link className={styles.settings} to={path('settings')} aria-label={t('settings.title')}>
          <SettingsIcon />
        </Link>
      </div>
      <ProfileCard person={account} />
      <div className={styles.actions}>
        <Link className={styles.primaryAction} to={path('settings/edit')}>
          {t('profile.edit')}
        </Link>
        <Link className={styles.secondaryAction} to={path('my-focus')}>
          {t('screens.myFocus')}
        </Link>
        <Link className={styles.secondaryAction} to={path('signet')}>
          {t('screens.bookmarks')}
        </Link>
      </div>
      <section className={styles.feed} aria-labelledby={feedTitleId}>
        <h2 id={feedTitleId} className={styles.feedTitle}>
          {t('profile.posts')}
        </h2>
        {feed(account.id)}
      </section>
    </main>
  );
}

function OtherProfile({ id, openChat }: { id: string } & Pick<MyProfilProps, 'openChat'>) {
  const t = useT();
  const navigate = useNavigate();
  const { data: person, error } = useUser(id);
  const notFound = error instanceof ApiError && error.status === 404;

  const body = () => {
    if (person)
      return (
        <>
          <ProfileCard person={person} />
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primaryAction}
              onClick={() => {
                // The tab shows the chat as soon as it opens; the conversation follows when it is ready.
                void openChat?.(id).catch((error: unknown) => console.warn('Opening the chat failed', error));
                navigate(STACK_ROOTS.message);
              }}
            >
              {t('profile.message')}
            </button>
          </div>
        </>
      );
    // Screen-reader users still land on a heading while the profile loads or fails.
    const heading = <h1 className="visually-hidden">{t('screens.profile')}</h1>;
    if (!error)
      return (
        <>
          {heading}
          <Spinner label={t('app.loading')} />
        </>
      );
    return (
      <>
        {heading}
        <p className={styles.problem} role="alert">
          {t(notFound ? 'app.notFound' : 'app.error')}
        </p>
      </>
    );
  };

  return (
    <main className={styles.screen}>
      <div className={styles.topBar}>
        <BackButton />
      </div>
      {body()}
    </main>
  );
}
