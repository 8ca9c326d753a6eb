import type { Account } from '@vigie/contract';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useOnline } from '../../../lib/online.ts';
import { useStackPath } from '../../../lib/stacks.ts';
import { useStore } from '../../../lib/store.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { Screen, useGoBack } from '../../../ui/Screen.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { type ProfileChanges, useUpdateUser } from '../api/update-user.ts';
import { avatarPreviewUrl, resizeAvatar } from '../resize-avatar.ts';
import styles from './EditProfil.module.css';

/** docs/product.md §2.10 editProfil: the user's names, biography and picture, editable only online. */
export function EditProfil() {
  const t = useT();
  const compte = useStore((state) => state.compte);
  return <Screen title={t('screens.editProfile')}>{compte ? <ProfileForm account={compte} /> : null}</Screen>;
}

function ProfileForm({ account }: { account: Account }) {
  const t = useT();
  const online = useOnline();
  const path = useStackPath();
  const save = useUpdateUser();
  const fileInputId = useId();
  const [firstname, setFirstname] = useState(account.firstname);
  const [lastname, setLastname] = useState(account.lastname);
  const [biography, setBiography] = useState(account.biography);
  /** The newly picked picture, resized, as bare base64; null while the current one stays. */
  const [avatar, setAvatar] = useState<string | null>(null);
  const [resizing, setResizing] = useState(false);
  const [avatarUnreadable, setAvatarUnreadable] = useState(false);

  const leave = useGoBack(path('profil'));

  const pickAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setAvatarUnreadable(false);
    setResizing(true);
    resizeAvatar(file)
      .then(setAvatar, () => setAvatarUnreadable(true))
      .finally(() => setResizing(false));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!online || save.isPending || resizing) return;
    const changes: ProfileChanges = {
      firstname: firstname.trim(),
      lastname: lastname.trim(),
      biography: biography.trim(),
    };
    if (avatar) changes.img = avatar;
    save.mutate({ id: account.id, changes }, { onSuccess: leave });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={save.isPending} noValidate>
      {save.isError ? (
        <p className={styles.error} role="alert">
          {t('errors.profileSave')}
        </p>
      ) : null}
      {online ? null : <p className={styles.offline}>{t('profile.offline')}</p>}
      <fieldset
        className={`${styles.fields} ${online ? '' : styles.dimmed}`}
        disabled={!online || save.isPending}
      >
        <fieldset className={styles.avatarField}>
          <legend className="visually-hidden">{t('profile.photo')}</legend>
          <Avatar
            src={avatar ? avatarPreviewUrl(avatar) : account.img}
            name={`${firstname} ${lastname}`}
            size={96}
          />
          <input
            id={fileInputId}
            className={`visually-hidden ${styles.fileInput}`}
            type="file"
            accept="image/*"
            onChange={pickAvatar}
          />
          <label htmlFor={fileInputId} className={styles.pick}>
            {t('profile.choosePhoto')}
          </label>
          {avatarUnreadable ? (
            <p className={styles.error} role="alert">
              {t('profile.photoUnreadable')}
            </p>
          ) : null}
        </fieldset>
        <label className={styles.field}>
          <span>{t('profile.firstname')}</span>
          <input
            name="firstname"
            autoComplete="given-name"
            value={firstname}
            onChange={(event) => setFirstname(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>{t('profile.lastname')}</span>
          <input
            name="lastname"
            autoComplete="family-name"
            value={lastname}
            onChange={(event) => setLastname(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>{t('profile.biography')}</span>
          <textarea
            name="biography"
            rows={6}
            value={biography}
            onChange={(event) => setBiography(event.target.value)}
          />
        </label>
        <button type="submit" className={styles.submit} disabled={resizing}>
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </button>
      </fieldset>
      {save.isPending ? (
        <div className={styles.overlay}>
          <Spinner label={t('profile.saving')} />
        </div>
      ) : null}
    </form>
  );
}
