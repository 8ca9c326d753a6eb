import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { addUser, importFile, signOutUser } from '../../src/content/cli-commands.ts';
import { ImportError } from '../../src/content/import.ts';
import { useTestApp } from '../helpers/app.ts';
import { call, signIn } from '../helpers/http.ts';
import { example } from './example.ts';

const t = useTestApp();
const cliPath = path.resolve(import.meta.dirname, '../../src/cli.ts');
const folder = await mkdtemp(path.join(os.tmpdir(), 'vigie-import-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Runs the real CLI entry point; only for commands that never reach a database. */
async function runCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      cliPath,
      ...args,
    ]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('CLI', () => {
  it('user add creates a user who can then log in through the real route', async () => {
    const message = await addUser(t.db, {
      email: 'Nouvelle.Recrue@example.org',
      password: 'a long enough password',
      firstname: 'Inès',
      lastname: 'Lefèvre',
      role: 'editor',
      confidential: true,
    });
    expect(message).toMatch(/^User Nouvelle.Recrue@example.org created \(editor, confidential access\)/);
    const cookie = await signIn(t.app, 'nouvelle.recrue@example.org', 'a long enough password');
    const me = await call(t.app, 'GET', '/user/me', cookie);
    expect(me.json()).toMatchObject({ firstname: 'Inès', role: 'editor', has_confidential_access: true });
  });

  it('user sign-out revokes every session of that user only, which then answers 406', async () => {
    const user = {
      email: 'partie@example.org',
      password: 'a long enough password',
      firstname: 'A',
      lastname: 'B',
    };
    await addUser(t.db, user);
    await addUser(t.db, { ...user, email: 'reste@example.org' });
    const phone = await signIn(t.app, user.email, user.password);
    const laptop = await signIn(t.app, user.email, user.password);
    const colleague = await signIn(t.app, 'reste@example.org', user.password);

    expect(await signOutUser(t.db, 'Partie@example.org')).toBe('2 sessions of partie@example.org revoked.');
    expect((await call(t.app, 'GET', '/user/me', phone)).statusCode).toBe(406);
    expect((await call(t.app, 'GET', '/user/me', laptop)).statusCode).toBe(406);
    expect((await call(t.app, 'GET', '/user/me', colleague)).statusCode).toBe(200);
    await expect(signOutUser(t.db, 'personne@example.org')).rejects.toThrow(
      '--email: no user personne@example.org',
    );
  });

  it('user add refuses a taken e-mail or a bad field, naming the option', async () => {
    const user = {
      email: 'deux@example.org',
      password: 'a long enough password',
      firstname: 'A',
      lastname: 'B',
    };
    await addUser(t.db, user);
    await expect(addUser(t.db, user)).rejects.toThrow(/^--email: already used by user [0-9a-f]{24}$/);
    await expect(addUser(t.db, { ...user, email: 'not-an-email' })).rejects.toThrow(
      /^--email: Invalid email/,
    );
    await expect(addUser(t.db, { ...user, email: 'trois@example.org', firstname: ' ' })).rejects.toThrow(
      /^--firstname: /,
    );
  });

  it('import reads a file and reports per kind; a refused or malformed file raises the path message', async () => {
    const good = path.join(folder, 'good.json');
    await writeFile(good, JSON.stringify(example()));
    const report = await importFile(t.db, good);
    expect(report).toMatch(/^ {2}posts {9}2 inserted, 0 updated, 0 unchanged$/m);
    expect(report).toMatch(/^ {2}1 post newly published$/m);
    const bad = example();
    bad.posts[0]!.publish_date = 'hier';
    await writeFile(path.join(folder, 'bad.json'), JSON.stringify(bad));
    await expect(importFile(t.db, path.join(folder, 'bad.json'))).rejects.toThrow(
      'posts[0].publish_date: Invalid ISO datetime',
    );
    await writeFile(path.join(folder, 'broken.json'), '{"users": [');
    await expect(importFile(t.db, path.join(folder, 'broken.json'))).rejects.toBeInstanceOf(ImportError);
  });

  it('answers usage errors with exit code 2 before touching any database, and help with 0', async () => {
    const unknown = await runCli('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^vigie: unknown command "frobnicate"\n\nUsage: npm run vigie/);
    const missing = await runCli('user', 'add', '--email', 'x@example.org');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^vigie: missing --password/);
    const badCount = await runCli('generate', '--posts', 'many');
    expect(badCount.stderr).toMatch(/^vigie: --posts must be a positive integer/);
    const unknownOption = await runCli('import', 'file.json', '--force');
    expect(unknownOption.code).toBe(2);
    const help = await runCli('help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/generate --posts N \[--append\]/);
  }, 60_000);
});
