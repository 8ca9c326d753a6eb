import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { converseInlineStyles } from './converse-inline-styles.ts';

// The package exports its dist files but not its package.json.
const dist = path.dirname(createRequire(import.meta.url).resolve('converse.js/dist/converse.min.js'));
const { version } = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8')) as {
  version: string;
};

/** Where the chat client is served: versioned, so the server caches it as immutable. */
export const CONVERSE_BASE = `/assets/converse-${version}/`;

/**
 * What the chat client loads at run time beside its module: French strings (English is its source
 * language), French dates, emoji, sounds, fonts and pictures. Its chunks import each other relative to
 * the module, so the folder keeps converse's own layout.
 */
const FILES = [
  'converse.min.js',
  'converse.min.css',
  'emoji.json',
  'chunkjs/locales/fr-LC_MESSAGES-converse-po.js',
  'chunkjs/locales/dayjs/fr-js.js',
];
const FOLDERS = ['images', 'sounds', 'webfonts'];
const WANTED = /\.(?:png|svg|ico|mp3|ogg|ttf)$/;
/** Read by the server, which allows these `<style>` texts by hash in the CSP (apps/server/src/plugins/app-csp.ts). */
const INLINE_STYLES_FILE = '.vite/inline-styles.json';

async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(dist, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && WANTED.test(entry.name))
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)));
}

/**
 * converse.js stays out of the app's bundle: its prebuilt files are copied next to it, and the Message
 * tab imports the module by URL the first time it opens (features/chat/chat-client.ts).
 */
export function converseAssets(): Plugin {
  return {
    name: 'vigie-converse-assets',
    config: () => ({ define: { __CONVERSE_BASE__: JSON.stringify(CONVERSE_BASE) } }),
    async generateBundle() {
      const names = [...FILES, ...(await Promise.all(FOLDERS.map(filesIn))).flat()];
      for (const name of names) {
        this.emitFile({
          type: 'asset',
          fileName: `${CONVERSE_BASE.slice(1)}${name}`,
          source: await readFile(path.join(dist, name)),
        });
      }
      const bundle = await readFile(path.join(dist, 'converse.min.js'), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: INLINE_STYLES_FILE,
        source: JSON.stringify(converseInlineStyles(bundle)),
      });
    },
  };
}
