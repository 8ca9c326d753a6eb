import type { PushSchedule } from '@vigie/contract';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useOnline } from '../../../lib/online.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { usePushSchedule, useSavePushSchedule } from '../api/push-schedule.ts';
import styles from './PushScheduleForm.module.css';

/** The zone the browser runs in: quiet hours and the digest are read in it. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Quiet hours and the daily digest, in SWNotif (docs/product.md §2.15). */
export function PushScheduleForm() {
  const t = useT();
  const schedule = usePushSchedule();
  if (schedule.isPending) return <Spinner label={t('app.loading')} />;
  if (!schedule.data) return <p role="alert">{t('app.error')}</p>;
  return <ScheduleFields saved={schedule.data} />;
}

function ScheduleFields({ saved }: { saved: PushSchedule }) {
  const t = useT();
  const online = useOnline();
  const save = useSavePushSchedule();
  const [quiet, setQuiet] = useState(saved.quiet_hours !== null);
  const [start, setStart] = useState(saved.quiet_hours?.start ?? '20:00');
  const [end, setEnd] = useState(saved.quiet_hours?.end ?? '07:30');
  const [digest, setDigest] = useState(saved.digest_at !== null);
  const [digestAt, setDigestAt] = useState(saved.digest_at ?? '18:00');
  const zone = browserZone();
  const sameTimes = quiet && start === end;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sameTimes) return;
    save.mutate({
      time_zone: zone,
      quiet_hours: quiet ? { start, end } : null,
      digest_at: digest ? digestAt : null,
    });
  };
  const changed = () => save.reset();
  const problem = sameTimes ? t('quietHours.sameTimes') : save.isError ? t('app.error') : null;

  return (
    <form className={styles.form} onSubmit={submit} onChange={changed}>
      <fieldset className={styles.group}>
        <legend>{t('quietHours.title')}</legend>
        <label className={styles.check}>
          <input type="checkbox" checked={quiet} onChange={(event) => setQuiet(event.target.checked)} />
          {t('quietHours.enable')}
        </label>
        <div className={styles.times}>
          <label>
            {t('quietHours.start')}
            <input
              type="time"
              required
              value={start}
              disabled={!quiet}
              onChange={(e) => setStart(e.target.value)}
            />
          </label>
          <label>
            {t('quietHours.end')}
            <input
              type="time"
              required
              value={end}
              disabled={!quiet}
              onChange={(e) => setEnd(e.target.value)}
            />
          </label>
        </div>
        <p className={styles.help}>{t('quietHours.help')}</p>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('quietHours.digest')}</legend>
        <label className={styles.check}>
          <input type="checkbox" checked={digest} onChange={(event) => setDigest(event.target.checked)} />
          {t('quietHours.digestEnable')}
        </label>
        <label className={styles.times}>
          {t('quietHours.digestAt')}
          <input
            type="time"
            required
            value={digestAt}
            disabled={!digest}
            onChange={(e) => setDigestAt(e.target.value)}
          />
        </label>
      </fieldset>
      <p className={styles.help}>{t('quietHours.zone', { zone })}</p>
      <button type="submit" className={styles.save} disabled={!online || save.isPending || sameTimes}>
        {t('quietHours.save')}
      </button>
      <p role="status" className={problem ? styles.error : undefined}>
        {problem ?? (save.isSuccess ? t('quietHours.saved') : '')}
      </p>
    </form>
  );
}
