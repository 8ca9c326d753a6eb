import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { EyeIcon } from '../../../ui/icons.tsx';
import styles from './Connexion.module.css';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}

export function PasswordField({ value, onChange, invalid }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor="password">{t('login.password')}</label>
      <div className={styles.withAction}>
        <input
          id="password"
          type={visible ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
        />
        <button
          type="button"
          className={styles.reveal}
          onClick={() => setVisible(!visible)}
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
          aria-pressed={visible}
        >
          <EyeIcon open={!visible} />
        </button>
      </div>
    </div>
  );
}
