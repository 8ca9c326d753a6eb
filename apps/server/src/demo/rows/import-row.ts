import type { ImportFile } from '../../content/import-schema.ts';

/** One row of an import file section, as written (defaults may be left out). */
export type ImportRow<K extends keyof ImportFile> = NonNullable<ImportFile[K]>[number];
