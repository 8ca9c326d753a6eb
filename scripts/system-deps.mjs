#!/usr/bin/env node
// Installs the Debian packages a command needs (chromium for browser tests, prosody for chat) when they
// are missing and this machine can: Debian with apt-get, run as root. Otherwise says what to install by
// hand, and fails unless --optional (npm start runs without chat when Prosody cannot be installed).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const packages = { chromium: '/usr/bin/chromium', prosody: '/usr/bin/prosody' };
const optional = process.argv.includes('--optional');
const wanted = process.argv.slice(2).filter((name) => name in packages);
const missing = wanted.filter((name) => !existsSync(packages[name]));

if (missing.length > 0) {
  const canInstall = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (!canInstall) {
    console.error(
      `vigie: please install ${missing.join(', ')} (Debian: apt-get install ${missing.join(' ')}).`,
    );
    process.exit(optional ? 0 : 1);
  }
  console.log(`vigie: installing ${missing.join(', ')} with apt-get…`);
  const started = Date.now();
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  try {
    try {
      execSync(install, { stdio: 'inherit', env });
    } catch {
      execSync('apt-get update', { stdio: 'inherit', env });
      execSync(install, { stdio: 'inherit', env });
    }
    console.log(`vigie: installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    if (!optional) throw error;
    console.error(`vigie: could not install ${missing.join(', ')}; going on without it.`);
  }
}
