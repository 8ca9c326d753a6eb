import { useT } from '../../../lib/i18n.ts';
import { type Lang, useStore } from '../../../lib/store.ts';
import { ListRow, RowList } from '../../../ui/ListRow.tsx';
import { Screen } from '../../../ui/Screen.tsx';

/**
 * The choice applies at once and the screen stays on Langue, now in the chosen language; Automatique
 * speaks the browser's language when it is French or English, else French (docs/product.md §2.15).
 */
export function Langue() {
  const t = useT();
  const lang = useStore((state) => state.lang);
  const auto = useStore((state) => state.langAuto);
  const choose = (next: Lang) => useStore.setState({ lang: next, langAuto: false });
  return (
    <Screen title={t('settings.language')}>
      <RowList>
        <ListRow onClick={() => choose('fr')} selected={!auto && lang === 'fr'}>
          <span lang="fr">{t('settings.french')}</span>
        </ListRow>
        <ListRow onClick={() => choose('en')} selected={!auto && lang === 'en'}>
          <span lang="en">{t('settings.english')}</span>
        </ListRow>
        <ListRow onClick={() => useStore.setState({ langAuto: true })} selected={auto}>
          {t('settings.auto')}
        </ListRow>
      </RowList>
    </Screen>
  );
}
