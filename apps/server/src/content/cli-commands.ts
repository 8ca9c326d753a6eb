import { readFile } from 'node:fs/promises';
import type { Db } from '../db/connect.ts';
import type { Role } from '../db/database.ts';
import { newId } from '../lib/ids.ts';
import { issueResetLink } from '../modules/accounts/reset-links.ts';
import { deleteSessionsOf } from '../modules/auth/repository.ts';
import { findUserByEmail } from '../modules/users/repository.ts';
import { type GenerateProgress, generateContent } from './generate.ts';
import { ImportError, type ImportReport, importContent } from './import.ts';

export interface NewUser {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  role?: Role;
  confidential?: boolean;
}

/** Creates a user through the import, so that its checks and hashing apply; a field error names the option. */
export async function addUser(db: Db, user: NewUser): Promise<string> {
  const id = newId();
  const { role = 'reader', confidential = false, ...fields } = user;
  try {
    await importContent(db, { users: [{ id, ...fields, role, has_confidential_access: confidential }] });
  } catch (error) {
    if (error instanceof ImportError) throw new ImportError(error.message.replace(/^users\[0\]\./, '--'));
    throw error;
  }
  return `User ${user.email} created (${role}${confidential ? ', confidential access' : ''}), id ${id}.`;
}

/** Revokes every session of a user (a lost device, a departure): each device is signed out at its next call. */
export async function signOutUser(db: Db, email: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new ImportError(`--email: no user ${email}`);
  const count = (await deleteSessionsOf(db, user.id)).length;
  return `${count} session${count === 1 ? '' : 's'} of ${user.email} revoked.`;
}

/** A one-time set-password link for a user (the first admin has no admin to ask), valid 24 h. */
export async function printResetLink(db: Db, email: string, origin: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new ImportError(`--email: no user ${email}`);
  const link = await db.transaction().execute((trx) => issueResetLink(trx, user.id, origin));
  return `Set-password link for ${user.email}, valid once until ${link.expires_at}:\n${link.url}`;
}

export async function importFile(db: Db, path: string): Promise<string> {
  const text = await readFile(path, 'utf8');
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    throw new ImportError(`file: not valid JSON (${(error as Error).message})`);
  }
  return describeReport(await importContent(db, input));
}

export async function generate(
  db: Db,
  options: { posts: number; append: boolean },
  onProgress: (progress: GenerateProgress) => void,
): Promise<string> {
  const started = Date.now();
  await generateContent(db, { ...options, onProgress });
  const seconds = (Date.now() - started) / 1000;
  return `Generated ${options.posts.toLocaleString('en')} posts in ${seconds.toFixed(1)} s.`;
}

export function describeReport(report: ImportReport): string {
  const lines = Object.entries(report.counts)
    .filter(([, counts]) => counts.inserted + counts.updated + counts.unchanged > 0)
    .map(
      ([kind, counts]) =>
        `  ${kind.padEnd(13)} ${counts.inserted} inserted, ${counts.updated} updated, ${counts.unchanged} unchanged`,
    );
  const published = report.publishedPostIds.length;
  return ['Imported:', ...lines, `  ${published} post${published === 1 ? '' : 's'} newly published`].join(
    '\n',
  );
}
