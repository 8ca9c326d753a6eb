import { useT } from '../../../lib/i18n.ts';
import { ListRow, RowList } from '../../../ui/ListRow.tsx';
import { Screen } from '../../../ui/Screen.tsx';

export function Confidentialite() {
  const t = useT();
  return (
    <Screen title={t('settings.confidentiality')}>
      <RowList>
        <ListRow to="/app/nip?isChange=true">{t('settings.changePin')}</ListRow>
      </RowList>
    </Screen>
  );
}
