import { describe, expect, it } from 'vitest';
import { slowDownMs } from '../../src/modules/auth/limits.ts';
import { useTestApp } from '../helpers/app.ts';
import { createUser, PASSWORD } from '../helpers/factories.ts';
import { api } from '../helpers/http.ts';

const t = useTestApp();

const logIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: api('/accounts/log_in'), remoteAddress, payload: { email, password } });

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

describe('sign-in limits', () => {
  it('answers 429 with Retry-After after 5 failures on one e-mail from one address, even to the right password', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) expect((await logIn(user.email, `no${i}`, '10.0.1.1')).statusCode).toBe(401);
    const limited = await logIn(user.email, PASSWORD, '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.json()).toMatchObject({
      error: 'too_many_attempts',
      message: expect.stringMatching(/retry in 15 minutes/),
    });
  });

  it('lets the owner in from another address while the e-mail is refused to an attacker', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) expect((await logIn(user.email, `no${i}`, '10.0.2.1')).statusCode).toBe(401);
    expect((await logIn(user.email, PASSWORD, '10.0.2.1')).statusCode).toBe(429);
    expect((await logIn(user.email, PASSWORD, '10.0.2.2')).statusCode).toBe(200);
  });

  it('checks 5 of 12 wrong passwords sent at once for one e-mail, and refuses the rest', async () => {
    const user = await createUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => logIn(user.email, `wrong${i}`, '10.0.3.1')),
    );
    expect(statuses(answers)).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it('refuses an address after 50 attempts sent at once across e-mails, and no other address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 53 }, (_, i) => logIn(`nobody${i}@example.org`, 'wrong', '10.0.4.1')),
    );
    expect(statuses(answers)).toEqual([...Array(50).fill(401), ...Array(3).fill(429)]);
    expect((await logIn('nobody-else@example.org', 'wrong', '10.0.4.1')).statusCode).toBe(429);
    expect((await logIn('nobody-else@example.org', 'wrong', '10.0.4.2')).statusCode).toBe(401);
  });

  it('limits an IPv6 client by its /64, whichever of its addresses it uses', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++)
      expect((await logIn(user.email, `no${i}`, `2001:db8:0:7::${i + 1}`)).statusCode).toBe(401);
    expect((await logIn(user.email, PASSWORD, '2001:db8:0:7:ffff::9')).statusCode).toBe(429);
    expect((await logIn(user.email, PASSWORD, '2001:db8:0:8::1')).statusCode).toBe(200);
  });

  it('slows down attempts on a much-tried e-mail with a growing delay, and never refuses them', async () => {
    const user = await createUser(t.db);
    const durations: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = Date.now();
      expect((await logIn(user.email, `no${i}`, `10.0.5.${i}`)).statusCode).toBe(401);
      durations.push(Date.now() - started);
    }
    expect(durations[5]).toBeGreaterThanOrEqual(250);
    expect(durations[6]).toBeGreaterThanOrEqual(500);
    const started = Date.now();
    expect((await logIn(user.email, PASSWORD, '10.0.5.99')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('caps the delay at 4 seconds', () => {
    expect([5, 6, 7, 8, 9, 10, 30].map(slowDownMs)).toEqual([0, 250, 500, 1000, 2000, 4000, 4000]);
  });

  it('forgives an address its failures on an e-mail once it signs in', async () => {
    const user = await createUser(t.db);
    for (const password of ['no', 'no', 'no', PASSWORD, 'no', 'no', 'no', 'no', PASSWORD]) {
      const expected = password === PASSWORD ? 200 : 401;
      expect((await logIn(user.email, password, '10.0.6.1')).statusCode).toBe(expected);
    }
  });

  it('does not count sign-ins that succeed against their address', async () => {
    const user = await createUser(t.db);
    await Promise.all(
      Array.from({ length: 45 }, (_, i) => logIn(`stranger${i}@example.org`, 'no', '10.0.7.1')),
    );
    for (let i = 0; i < 10; i++) expect((await logIn(user.email, PASSWORD, '10.0.7.1')).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => logIn(`passer-by${i}@example.org`, 'no', '10.0.7.1')),
    );
    expect(statuses(answers)).toEqual([...Array(5).fill(401), 429]);
  });
});
