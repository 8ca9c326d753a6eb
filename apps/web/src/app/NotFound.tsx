import { Link } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { Screen } from '../ui/Screen.tsx';

export function NotFound() {
  const t = useT();
  return (
    <Screen title={t('app.notFound')}>
      <p>
        <Link to="/app">{t('screens.home')}</Link>
      </p>
    </Screen>
  );
}
