import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCgu } from '../../../lib/api/cgu-query.ts';
import { termsActive } from '../../../lib/api/get-cgu.ts';
import { useT } from '../../../lib/i18n.ts';
import { outboxSize } from '../../../lib/outbox/queue.ts';
import { canWrite, REDACTION_ROOT } from '../../../lib/roles.ts';
import { signOut } from '../../../lib/session.ts';
import { useStackPath } from '../../../lib/stacks.ts';
import { useStore } from '../../../lib/store.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ListRow, RowList } from '../../../ui/ListRow.tsx';
import { Screen } from '../../../ui/Screen.tsx';

/**
 * docs/product.md §2.15 Reglage. Confidentialité is listed too: it is the only way to the PIN change;
 * Rédaction only for editors and admins.
 */
export function Reglage() {
  const t = useT();
  const navigate = useNavigate();
  const path = useStackPath();
  const showTerms = termsActive(useCgu().data);
  const role = useStore((state) => state.compte?.role);
  // docs/product.md §4.14: what waits to be sent is lost with the session; ask first.
  const [waiting, setWaiting] = useState(0);
  const leave = () => {
    navigate('/app', { replace: true });
    void signOut();
  };
  const askToLeave = () => {
    const count = outboxSize();
    if (count > 0) setWaiting(count);
    else leave();
  };
  return (
    <Screen title={t('settings.title')}>
      <RowList>
        <ListRow to={path('settings/apparence')}>{t('settings.appearance')}</ListRow>
        <ListRow to={path('settings/langue')}>{t('settings.language')}</ListRow>
        <ListRow to={path('settings/Confidentialite')}>{t('settings.confidentiality')}</ListRow>
        <ListRow to={path('settings/cache')}>{t('settings.cache')}</ListRow>
        <ListRow to={path('settings/notification')}>{t('settings.notification')}</ListRow>
        {canWrite(role) ? <ListRow to={REDACTION_ROOT}>{t('settings.redaction')}</ListRow> : null}
        {showTerms ? <ListRow to={path('settings/cgu')}>{t('settings.cgu')}</ListRow> : null}
        <ListRow>{t('settings.contactAdmin')}</ListRow>
        <ListRow tone="error" onClick={askToLeave}>
          {t('settings.signOut')}
        </ListRow>
      </RowList>
      {waiting > 0 ? (
        <ConfirmDialog
          message={t('outbox.signOutConfirm', { count: waiting })}
          confirm={t('settings.signOut')}
          cancel={t('labels.cancel')}
          onConfirm={leave}
          onCancel={() => setWaiting(0)}
        />
      ) : null}
    </Screen>
  );
}
