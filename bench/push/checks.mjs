import { isDeepStrictEqual } from 'node:util';

export const BUDGETS = { queueMs: 1000, sendsPerSecond: 1000 };

const expectedPayload = ({ id, title }) => ({
  title: 'News',
  body: title,
  url: `/app/post/${id}`,
  tag: `post-${id}`,
});

export const check = (what, value, budget, pass) => ({
  what,
  value: Number(Number(value).toFixed(1)),
  budget,
  pass,
});

/**
 * The budgets and checks of a run: for each published case, its queueing and sending against the
 * budgets and one push per device; then the queue left after the stop, and sampled payloads decrypted.
 */
export function pushChecks({ cases, readers, received, browsers, left }) {
  const pushesOf = (n) => received.slice(cases[n].timing.firstPush, cases[n + 1]?.timing.firstPush);
  const sample = browsers.filter((_, n) => n % Math.ceil(readers / 50) === 0);
  const expected = cases.map((c) => expectedPayload(c.post));
  const payloadsOk = sample.every((browser) => isDeepStrictEqual(browser.payloads(), expected));
  const perCase = cases.flatMap((c, n) => {
    const { queueMs, sendsPerSecond } = c.timing;
    const pushes = pushesOf(n);
    const devices = new Set(pushes.map((push) => push.name)).size;
    const recipients = readers.toLocaleString('en');
    return [
      check(
        `${c.name}: ${recipients} recipients queued (ms)`,
        queueMs,
        `<= ${BUDGETS.queueMs}`,
        queueMs <= BUDGETS.queueMs,
      ),
      check(
        `${c.name}: sends per second`,
        sendsPerSecond,
        `>= ${BUDGETS.sendsPerSecond}`,
        sendsPerSecond >= BUDGETS.sendsPerSecond,
      ),
      check(
        `${c.name}: each device pushed once`,
        devices,
        `= ${readers}`,
        devices === readers && pushes.length === readers,
      ),
    ];
  });
  return [
    ...perCase,
    check('queue empty after the stop', left, '= 0', left === 0),
    check('sampled payloads as expected', sample.length, `= ${Math.min(readers, 50)}`, payloadsOk),
  ];
}

export function printChecks(checks) {
  console.log('');
  for (const c of checks)
    console.log(
      `${c.pass ? 'PASS' : 'FAIL'}  ${c.what.padEnd(44)} ${String(c.value).padStart(8)}  (budget ${c.budget})`,
    );
}
