import { useT } from '../../../lib/i18n.ts';
import { useStore } from '../../../lib/store.ts';
import { ListRow, RowList } from '../../../ui/ListRow.tsx';
import { Screen } from '../../../ui/Screen.tsx';

export function Apparence() {
  const t = useT();
  const isDark = useStore((state) => state.isDark);
  const choose = (dark: boolean) => useStore.setState({ isDark: dark });
  return (
    <Screen title={t('settings.appearance')}>
      <RowList>
        <ListRow onClick={() => choose(false)} selected={!isDark}>
          {t('settings.light')}
        </ListRow>
        <ListRow onClick={() => choose(true)} selected={isDark}>
          {t('settings.dark')}
        </ListRow>
      </RowList>
    </Screen>
  );
}
