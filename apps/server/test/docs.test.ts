import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository's own documents: docs/product.md says what Vigie does, docs/architecture.md how it is built.
const root = path.resolve(import.meta.dirname, '../../..');
const DOCS = { product: 'docs/product.md', architecture: 'docs/architecture.md' } as const;
type DocName = keyof typeof DOCS;

/** Tracked files and untracked ones git does not ignore (so never node_modules, dist or data). */
function repoFiles(): { file: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0'))]
    .filter((file) => file && existsSync(path.join(root, file)))
    .map((file) => ({ file, bytes: readFileSync(path.join(root, file)) }))
    .filter(({ bytes }) => !bytes.includes(0))
    .map(({ file, bytes }) => ({ file, text: bytes.toString('utf8') }));
}

const files = repoFiles();
const read = (doc: DocName) => readFileSync(path.join(root, DOCS[doc]), 'utf8');

/**
 * Documents outside the repository: the original specification, its design notes and the folder that held
 * them. Written with escapes so that this file does not cite them itself.
 */
const OUTSIDE = [/\bS\u0050EC\b/, /\.\.\/shared\b/, /\/work\/shared\b/, /\bARCHITECTURE\.md\b/];

/** The numbers of a document's numbered headings: `## 4. States` gives 4, `### 4.3 PIN` gives 4.3. */
function sectionsOf(text: string): Set<string> {
  return new Set([...text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((match) => match[1] ?? ''));
}
const SECTIONS: Record<DocName, Set<string>> = {
  product: sectionsOf(read('product')),
  architecture: sectionsOf(read('architecture')),
};

/** `product.md §4.3`, `docs/architecture.md §5`, and the sections listed after one (`§7 and §8.4`). */
const REFERENCE = /\b(product|architecture)\.md (§\d+(?:\.\d+)*(?:(?:,| and| or|, and) §\d+(?:\.\d+)*)*)/g;

function citedSections(file: string, text: string): { doc: DocName; section: string }[] {
  const cited = [...text.matchAll(REFERENCE)].flatMap(([, doc, list = '']) =>
    [...list.matchAll(/§([\d.]+)/g)].map(([, section = '']) => ({ doc: doc as DocName, section })),
  );
  // Inside a document, a § that names no document points at that document.
  const own = (Object.keys(DOCS) as DocName[]).find((doc) => DOCS[doc] === file);
  if (own)
    for (const match of text.replace(REFERENCE, '').matchAll(/§(\d+(?:\.\d+)*)/g))
      cited.push({ doc: own, section: match[1] ?? '' });
  return cited;
}

type Catalog = { [key: string]: string | Catalog };
// The app's shared catalogue and each lazy area's own (features/<area>/locales): their top keys differ.
const CATALOG_FOLDERS = [
  'apps/web/src/locales',
  ...readdirSync(path.join(root, 'apps/web/src/features'))
    .map((feature) => `apps/web/src/features/${feature}/locales`)
    .filter((folder) => existsSync(path.join(root, folder))),
];
const catalog = (lang: 'fr' | 'en'): Catalog =>
  Object.assign(
    {},
    ...CATALOG_FOLDERS.map((folder) =>
      JSON.parse(readFileSync(path.join(root, folder, `${lang}.json`), 'utf8')),
    ),
  );
const lookup = (node: string | Catalog | undefined, key: string): string | undefined => {
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

describe('the repository documents itself', () => {
  it('cites no document outside the repository', () => {
    const citing = files.flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(citing).toEqual([]);
  });

  it('points only at sections that exist', () => {
    const broken = files.flatMap(({ file, text }) =>
      citedSections(file, text)
        .filter(({ doc, section }) => !SECTIONS[doc].has(section))
        .map(({ doc, section }) => `${file}: ${DOCS[doc]} §${section}`),
    );
    expect(broken).toEqual([]);
  });

  it('quotes the labels the catalogues ship', () => {
    const [, afterThree = ''] = read('product').split(/^## 3\. /m);
    const [labels = ''] = afterThree.split(/^## 4\. /m);
    const catalogs = { fr: catalog('fr'), en: catalog('en') };
    const rows = labels.split('\n').filter((line) => /^\| .*`[\w.]+`/.test(line));
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const cells = row.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '').trim());
      const at = cells.findIndex((cell) => /^`[\w.]+`$/.test(cell));
      const key = cells[at]?.slice(1, -1) ?? '';
      expect({ key, fr: cells[at + 1], en: cells[at + 2] }).toEqual({
        key,
        fr: lookup(catalogs.fr, key)?.trim(),
        en: lookup(catalogs.en, key)?.trim(),
      });
    }
  });
});
