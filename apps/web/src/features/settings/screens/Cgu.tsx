import { useCgu } from '../../../lib/api/cgu-query.ts';
import { cguFileUrl, termsActive } from '../../../lib/api/get-cgu.ts';
import { useT } from '../../../lib/i18n.ts';
import { Screen } from '../../../ui/Screen.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import styles from './Cgu.module.css';

export function Cgu() {
  const t = useT();
  const cgu = useCgu();
  const active = termsActive(cgu.data);
  return (
    <Screen title={t('settings.cgu')}>
      {cgu.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : active ? (
        <ul className={styles.files}>
          <li>
            <a href={cguFileUrl('fr')} download hrefLang="fr" type="application/pdf">
              {t('settings.cguFr')}
            </a>
          </li>
          <li>
            <a href={cguFileUrl('en')} download hrefLang="en" type="application/pdf">
              {t('settings.cguEn')}
            </a>
          </li>
        </ul>
      ) : (
        <p>{t('settings.noCgu')}</p>
      )}
    </Screen>
  );
}
