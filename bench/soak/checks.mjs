// The soak's budgets (bench/README.md): no error of any kind, p99 steady, resident memory steady.
import { check } from '../push/checks.mjs';

export const BUDGETS = { errors: 0, p99Drift: 1.5, memoryGrowth: 0.1 };

/** Errors of the whole run (HTTP, connections, publications, chat, pushes missing or extra). */
function errorCount({ errors, probeErrors, pushes }) {
  return errors + probeErrors + Math.abs(pushes.expected - pushes.received);
}

/**
 * The checks of a run's figures: errors; with `steadiness`, the p99 of the last window against the first
 * after warm-up and the server's resident memory at the end against after warm-up. A run of a minute is
 * checked for errors only: its 10 s windows and 20 s warm-up measure the machine's noise and the heap
 * still settling, not a drift, so it prints those figures without judging them.
 */
export function soakChecks(figures, { steadiness }) {
  const errors = errorCount(figures);
  const { perWindow, warmUpWindows, memory } = figures;
  const drift = perWindow.at(-1).p99 / perWindow[warmUpWindows].p99;
  const errorCheck = check('errors', errors, `= ${BUDGETS.errors}`, errors === BUDGETS.errors);
  if (!steadiness) return [errorCheck];
  return [
    errorCheck,
    check(
      'p99 last window / first after warm-up',
      drift,
      `<= ${BUDGETS.p99Drift}`,
      drift <= BUDGETS.p99Drift,
    ),
    check(
      'server RSS growth after warm-up (%)',
      memory.growth * 100,
      `<= ${BUDGETS.memoryGrowth * 100}`,
      memory.growth <= BUDGETS.memoryGrowth,
    ),
  ];
}
