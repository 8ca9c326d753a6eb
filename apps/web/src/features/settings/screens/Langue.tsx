import { useT } from '../../../lib/i18n.ts';
import { type Lang, useStore } from '../../../lib/store.ts';
import { ListRow, RowList } from '../../../ui/ListRow.tsx';
import { Screen } from '../../../ui/Screen.tsx';

/** The choice applies at once and the screen stays on Langue, now in the chosen language. */
export function Langue() {
  const t = useT();
  const lang = useStore((state) => state.lang);
  const choose = (next: Lang) => useStore.setState({ lang: next });
  return (
    <Screen title={t('settings.language')}>
      <RowList>
        <ListRow onClick={() => choose('fr')} selected={lang === 'fr'}>
          <span lang="fr">{t('settings.french')}</span>
        </ListRow>
        <ListRow onClick={() => choose('en')} selected={lang === 'en'}>
          <span lang="en">{t('settings.english')}</span>
        </ListRow>
      </RowList>
    </Screen>
  );
}
