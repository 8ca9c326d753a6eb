import { useT } from '../../../lib/i18n.ts';
import { useStore } from '../../../lib/store.ts';
import { ListRow, RowList } from '../../../ui/ListRow.tsx';
import { Screen } from '../../../ui/Screen.tsx';

/** Clair, Sombre, or Automatique: the system's theme, followed as it changes (docs/product.md §2.15). */
export function Apparence() {
  const t = useT();
  const isDark = useStore((state) => state.isDark);
  const auto = useStore((state) => state.themeAuto);
  const choose = (dark: boolean) => useStore.setState({ isDark: dark, themeAuto: false });
  return (
    <Screen title={t('settings.appearance')}>
      <RowList>
        <ListRow onClick={() => choose(false)} selected={!auto && !isDark}>
          {t('settings.light')}
        </ListRow>
        <ListRow onClick={() => choose(true)} selected={!auto && isDark}>
          {t('settings.dark')}
        </ListRow>
        <ListRow onClick={() => useStore.setState({ themeAuto: true })} selected={auto}>
          {t('settings.auto')}
        </ListRow>
      </RowList>
    </Screen>
  );
}
