import { useCallback, useState } from 'react';
import { PIN_LENGTH, PIN_MAX_ATTEMPTS } from '../../../lib/constants.ts';
import { useT } from '../../../lib/i18n.ts';
import { signOut } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { Logo } from '../../../ui/Logo.tsx';
import { hashPin, pinMatches } from '../pin-hash.ts';
import { attemptsLeft, firstStep, type PinStep, PROMPT_KEYS } from '../pin-steps.ts';
import { Keypad } from './Keypad.tsx';
import styles from './Nip.module.css';

const DOT_POSITIONS = Array.from({ length: PIN_LENGTH }, (_, position) => position);

interface NipProps {
  /** The change flow: old PIN, then new PIN, then `onChanged`. */
  isChange?: boolean;
  onChanged?: () => void;
}

/** docs/product.md §4.3 PIN: create, verify, or change (old PIN, then new PIN). */
export function Nip({ isChange = false, onChanged }: NipProps) {
  const t = useT();
  const hasPin = useStore((state) => state.pin !== null);
  const attempts = useStore((state) => state.attempts);
  const [step, setStep] = useState<PinStep>(() => firstStep(hasPin, isChange));
  const [digits, setDigits] = useState('');
  const [busy, setBusy] = useState(false);
  const [shaking, setShaking] = useState(false);

  const submit = useCallback(
    async (pin: string) => {
      const { pin: record, attempts: before } = useStore.getState();
      if (step === 'create' || step === 'new') {
        useStore.setState({ pin: await hashPin(pin), tokenNIP: Date.now(), attempts: 0 });
        if (step === 'new') onChanged?.();
        return;
      }
      if (record && (await pinMatches(pin, record))) {
        useStore.setState({ tokenNIP: Date.now(), attempts: 0 });
        if (step === 'old') setStep('new');
        return;
      }
      if (before + 1 >= PIN_MAX_ATTEMPTS) {
        // Signing in again starts from Home, not from the screen where the PIN was missed.
        window.history.replaceState(null, '', '/app');
        await signOut('pin_failures');
        return;
      }
      useStore.setState({ attempts: before + 1 });
      setShaking(true);
    },
    [step, onChanged],
  );

  const onDigit = useCallback(
    (digit: string) => {
      if (busy) return;
      setShaking(false);
      const next = (digits + digit).slice(0, PIN_LENGTH);
      setDigits(next);
      if (next.length < PIN_LENGTH) return;
      setBusy(true);
      void submit(next).finally(() => {
        setDigits('');
        setBusy(false);
      });
    },
    [busy, digits, submit],
  );
  const onErase = useCallback(() => setDigits((current) => current.slice(0, -1)), []);

  return (
    <main className={styles.screen}>
      <Logo size={56} />
      <h1 className={styles.prompt} aria-live="polite">
        {t(PROMPT_KEYS[step])}
      </h1>
      <div
        className={`${styles.dots} ${shaking ? styles.shake : ''}`}
        role="img"
        aria-label={t('pin.progress', { count: digits.length })}
        onAnimationEnd={() => setShaking(false)}
      >
        {DOT_POSITIONS.map((position) => (
          <span key={position} className={`${styles.dot} ${position < digits.length ? styles.filled : ''}`} />
        ))}
      </div>
      <p className={styles.attempts} role="alert">
        {attempts > 0 && (step === 'verify' || step === 'old')
          ? t('pin.attemptsLeft', { count: attemptsLeft(attempts) })
          : ''}
      </p>
      <Keypad onDigit={onDigit} onErase={onErase} disabled={busy} />
    </main>
  );
}
