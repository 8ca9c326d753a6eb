import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
// @ts-expect-error: the benchmarks are plain JavaScript modules, without types.
import { SERVER_NODE_FLAGS } from '../../../bench/api/processes.mjs';

// The Node.js flags the server runs with are written three times: `npm start`, the deployment guide and the
// benchmarks that start servers. A benchmark measured with other flags than production runs would mislead.
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const startScript: string = JSON.parse(read('package.json')).scripts.start;
const startFlags = /\bnode ((?:--\S+ )*)apps\/server\/dist\/main\.js/.exec(startScript)?.[1]?.trim();

it('starts the server with the flags the benchmarks measure', () => {
  expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
  expect(startFlags).toBe(SERVER_NODE_FLAGS.join(' '));
});

it('tells operators to run the server with the same flags', () => {
  expect(read('docs/deploy.md')).toContain(
    `Run Node.js with \`${SERVER_NODE_FLAGS.join(' ')}\`, as \`npm start\` does`,
  );
});
