import { useT } from '../lib/i18n.ts';
import { Logo } from '../ui/Logo.tsx';

/**
 * Shown alone until the start-up fetch of the account has settled (docs/product.md §2.1); index.html
 * paints the same.
 */
export function Splash() {
  const t = useT();
  return (
    <div className="splash" role="status">
      <Logo size={96} />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
