import { useEffect } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { EraseIcon } from '../../../ui/icons.tsx';
import styles from './Nip.module.css';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

interface KeypadProps {
  onDigit: (digit: string) => void;
  onErase: () => void;
  disabled: boolean;
}

/** Digits 0-9 and an erase key, on screen and from the physical keyboard. */
export function Keypad({ onDigit, onErase, disabled }: KeypadProps) {
  const t = useT();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (disabled || event.ctrlKey || event.metaKey || event.altKey) return;
      if (/^[0-9]$/.test(event.key)) onDigit(event.key);
      else if (event.key === 'Backspace') onErase();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDigit, onErase, disabled]);

  const key = (digit: string) => (
    <button
      key={digit}
      type="button"
      className={styles.key}
      onClick={() => onDigit(digit)}
      disabled={disabled}
    >
      {digit}
    </button>
  );
  return (
    <fieldset className={styles.keypad}>
      <legend className="visually-hidden">{t('pin.keypad')}</legend>
      {DIGITS.map(key)}
      <span />
      {key('0')}
      <button
        type="button"
        className={styles.key}
        onClick={onErase}
        disabled={disabled}
        aria-label={t('pin.erase')}
      >
        <EraseIcon />
      </button>
    </fieldset>
  );
}
