#!/usr/bin/env node
// Makes a fresh clone runnable: checks Node, then installs npm dependencies when they are
// missing or older than the lockfile. Quiet when everything is already in place.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const quiet = process.argv.includes('--quiet');
const say = (message) => quiet || console.log(`vigie: ${message}`);

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`vigie: Node.js 20.19 or later is needed (this is ${process.versions.node}).`);
  process.exit(1);
}

const lockfile = path.join(root, 'package-lock.json');
const stamp = path.join(root, 'node_modules', '.vigie-installed');
const lockHash = createHash('sha256').update(readFileSync(lockfile)).digest('hex');
const installed = existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash;

if (!installed) {
  say('installing npm dependencies (npm ci)…');
  const started = Date.now();
  execSync('npm ci --no-audit --no-fund --loglevel=error', {
    cwd: root,
    stdio: quiet ? 'ignore' : 'inherit',
  });
  writeFileSync(stamp, lockHash);
  say(`dependencies installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
