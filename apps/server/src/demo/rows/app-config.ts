import { CGU_TEXT, CGU_VERSION_DATE } from '../corpus/cgu.ts';
import { onePagePdf } from '../pdf.ts';
import type { ImportRow } from './import-row.ts';

const config = (key: ImportRow<'app_config'>['key'], value: object): ImportRow<'app_config'> => ({
  key,
  value: JSON.stringify(value),
});

export const appConfigRows = (): ImportRow<'app_config'>[] => [
  config('cgu', {
    last_version_at: CGU_VERSION_DATE,
    label_fr: "Conditions générales d'utilisation",
    pdf_fr: '/api/v1/app_config/file/cgu/fr',
    pdf_en: '/api/v1/app_config/file/cgu/en',
  }),
  config('app_title', { title: 'Vigie' }),
  config('icon', { path: '/icons/vigie.svg' }),
  config('img/app_image', { path: '/icons/vigie-logo.svg' }),
];

export const appFileRows = (): ImportRow<'app_files'>[] =>
  (['fr', 'en'] as const).map((lang) => {
    const { filename, title, paragraphs } = CGU_TEXT[lang];
    return {
      key: `cgu/${lang}`,
      filename,
      content_type: 'application/pdf',
      data_base64: onePagePdf(title, paragraphs).toString('base64'),
    };
  });
