import { chmod, chown, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where a local Prosody keeps its files: `<VIGIE_DATA_DIR>/prosody/`. */
export function prosodyFiles(dataDir: string) {
  const dir = path.join(dataDir, 'prosody');
  return {
    dir,
    config: path.join(dir, 'prosody.cfg.lua'),
    groups: path.join(dir, 'groups.txt'),
    pid: path.join(dir, 'prosody.pid'),
    data: path.join(dir, 'data'),
    certs: path.join(dir, 'certs'),
  };
}
export type ProsodyFiles = ReturnType<typeof prosodyFiles>;

/**
 * The server's environment holds secrets (DATABASE_URL first): Prosody gets only where programs are
 * (its script starts with `env lua5.4`), the locale, the time zone and Lua's module paths.
 */
const PASSED_TO_PROSODY = /^(PATH|LANG|LANGUAGE|LC_\w+|TZ|LUA_C?PATH\w*)$/;

/** Prosody's whole environment: the variables it needs from ours, and its folder as HOME. */
export function prosodyEnvironment(home: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const passed = Object.entries(env).filter(([name]) => PASSED_TO_PROSODY.test(name));
  return { ...Object.fromEntries(passed), HOME: home };
}

export interface ProsodySettings {
  files: ProsodyFiles;
  modulesDir: string;
  domain: string;
  /** This server's internal chat routes, which our Lua modules call. */
  apiUrl: string;
  apiSecret: string;
  httpPort: number;
  c2sPort: number;
}

const lua = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\n')}"`;

/** The whole configuration, written again at each start: nothing else is read. */
export function prosodyConfig(s: ProsodySettings): string {
  return `-- Written by the Vigie server at each start of Prosody: edits are lost.
daemonize = false
pidfile = ${lua(s.files.pid)}
data_path = ${lua(s.files.data)}
certificates = ${lua(s.files.certs)}
plugin_paths = { ${lua(s.modulesDir)} }
log = { info = "*console" }

-- No smacks (XEP-0198): @xmpp/client 0.14 miscounts its acknowledgements and is then disconnected;
-- the chat client catches up from the archive (MAM) after a reconnection instead.
modules_enabled = {
  "roster"; "saslauth"; "disco"; "ping"; "carbons";
  "pep"; "vcard_legacy"; "mam"; "websocket"; "groups"; "vigie_groups";
}
modules_disabled = { "s2s" }
s2s_ports = {}
c2s_interfaces = { "127.0.0.1" }
c2s_ports = { ${s.c2sPort} }
http_interfaces = { "127.0.0.1" }
http_ports = { ${s.httpPort} }
https_ports = {}
http_default_host = ${lua(s.domain)}
-- Browsers reach it through the Vigie server's /im/ws, over https in production.
consider_websocket_secure = true

storage = "internal"
default_archive_policy = true
archive_expires_after = "never"

vigie_api_url = ${lua(s.apiUrl)}
vigie_api_secret = ${lua(s.apiSecret)}
vigie_user_host = ${lua(s.domain)}

VirtualHost ${lua(s.domain)}
  authentication = "vigie"
  groups_file = ${lua(s.files.groups)}

Component ${lua(`conference.${s.domain}`)} "muc"
  modules_enabled = { "muc_mam"; "vigie_rooms" }
  -- A room emptied keeps its archive (mod_muc_mam deletes a destroyed room's), and opens at once.
  muc_room_default_persistent = true
  muc_room_locking = false
  muc_log_expires_after = "never"
`;
}

/** The account Prosody runs as: the `prosody` user when we are root, else ourselves (undefined). */
export async function prosodyAccount(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = await readFile('/etc/passwd', 'utf8');
  const fields = passwd
    .split('\n')
    .find((line) => line.startsWith('prosody:'))
    ?.split(':');
  if (!fields) throw new Error('running as root, but there is no prosody user to run Prosody as');
  return { uid: Number(fields[2]), gid: Number(fields[3]) };
}

type Account = Awaited<ReturnType<typeof prosodyAccount>>;

/** Creates Prosody's folders, owned by the account it runs as. */
export async function prepareFolders(dataDir: string, files: ProsodyFiles, account: Account): Promise<void> {
  for (const dir of [files.dir, files.data, files.certs]) {
    await mkdir(dir, { recursive: true, mode: 0o750 });
    if (account) await chown(dir, account.uid, account.gid);
  }
  // The prosody user must be able to walk through the data folder to reach its own.
  if (account) await chmod(dataDir, ((await stat(dataDir)).mode & 0o777) | 0o001);
}

/** Replaces a file at once (Prosody never reads half of it), owned by the account Prosody runs as. */
export async function writeForProsody(file: string, text: string, account: Account): Promise<void> {
  const next = `${file}.next`;
  await writeFile(next, text, { mode: 0o600 });
  if (account) await chown(next, account.uid, account.gid);
  await rename(next, file);
}
