// The soak's budgets (bench/README.md): no error of any kind, p99 steady, resident memory steady.
import { check } from '../push/checks.mjs';

export const BUDGETS = { errors: 0, p99Drift: 1.5, memoryGrowth: 0.1 };

/** Errors of the whole run (HTTP, connections, publications, chat, pushes missing or extra). */
function errorCount({ errors, probeErrors, pushes }) {
  return errors + probeErrors + Math.abs(pushes.expected - pushes.received);
}

/**
 * The checks of a run's figures: errors; the p99 of the last window against the first after warm-up;
 * the server's resident memory at the end against after warm-up.
 */
export function soakChecks(figures) {
  const errors = errorCount(figures);
  const { perWindow, warmUpWindows, memory } = figures;
  const drift = perWindow.at(-1).p99 / perWindow[warmUpWindows].p99;
  return [
    check('errors', errors, `= ${BUDGETS.errors}`, errors === BUDGETS.errors),
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
