import { readFileSync } from 'node:fs';
import type { ImportFile } from '../../src/content/import-schema.ts';

const readme = readFileSync(new URL('../../src/content/README.md', import.meta.url), 'utf8');
const json = /```json\n([\s\S]*?)\n```/.exec(readme)?.[1];
if (!json) throw new Error('src/content/README.md has lost its example');

/** A fresh copy of the import example in src/content/README.md, so the documented example stays valid. */
export const example = (): Required<ImportFile> => JSON.parse(json);

export const ID = {
  editor: 'a00000000000000000000001',
  reader: 'a00000000000000000000002',
  affiliation: 'af0000000000000000000001',
  borne: 'c00000000000000000000001',
  martin: 'c00000000000000000000002',
  cre: 'e00000000000000000000001',
  energy: 'd00000000000000000000001',
  nuclear: 'd00000000000000000000002',
  reactors: 'd00000000000000000000003',
  news: 'b00000000000000000000001',
  synthesis: 'b00000000000000000000002',
  comment: '300000000000000000000001',
};
