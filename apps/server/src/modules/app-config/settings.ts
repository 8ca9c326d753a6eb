import {
  type AdminAppConfig,
  API_PREFIX,
  type AppSettings,
  type CguUpload,
  MAX_CGU_BYTES,
} from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { ADMINS, requireRole } from '../access/roles.ts';
import type { Viewer } from '../access/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import * as repo from './repository.ts';
import { appTitle, parseObject, supportEmail } from './values.ts';

const ONLY_ADMINS = 'Only admins may configure the app';
const LANGS = ['fr', 'en'] as const;
type Lang = (typeof LANGS)[number];
const PDF_MAGIC = Buffer.from('%PDF-');

/** docs/product.md §10.9.5: what the administration shows of the app's configuration. */
export async function readSettings(db: Db, viewer: Viewer): Promise<AdminAppConfig> {
  requireRole(viewer, ADMINS, ONLY_ADMINS);
  return currentSettings(db);
}

async function currentSettings(db: Db): Promise<AdminAppConfig> {
  const [title, email, cgu, files] = await Promise.all([
    appTitle(db),
    supportEmail(db),
    repo.findConfigValue(db, 'cgu'),
    repo.fileInfos(
      db,
      LANGS.map((lang) => `cgu/${lang}`),
    ),
  ]);
  const file = (lang: Lang) => {
    const row = files.find((f) => f.key === `cgu/${lang}`);
    return row ? { filename: row.filename, size: Number(row.size) } : null;
  };
  const versionAt = parseObject(cgu).last_version_at;
  return {
    app_title: title,
    support_email: email,
    cgu: {
      last_version_at:
        typeof versionAt === 'string' && !Number.isNaN(Date.parse(versionAt)) ? versionAt : null,
      fr: file('fr'),
      en: file('en'),
    },
  };
}

/** Sets the title (the manifest's name, Connexion's heading) or the support address Connexion shows. */
export async function updateSettings(db: Db, viewer: Viewer, changes: AppSettings): Promise<AdminAppConfig> {
  requireRole(viewer, ADMINS, ONLY_ADMINS);
  await db.transaction().execute(async (trx) => {
    await repo.lockConfigValue(trx, 'app_title');
    const before = { app_title: await appTitle(trx), support_email: await supportEmail(trx) };
    const after = {
      app_title: changes.app_title ?? before.app_title,
      support_email:
        changes.support_email === undefined ? before.support_email : changes.support_email || null,
    };
    await repo.storeConfigValue(trx, 'app_title', JSON.stringify({ title: after.app_title }));
    await repo.storeConfigValue(trx, 'support_email', JSON.stringify({ email: after.support_email }));
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'app_config.update',
      targetType: 'app_config',
      targetId: 'settings',
      before,
      after,
    });
  });
  return currentSettings(db);
}

/**
 * Replaces a language's terms PDF and dates a new version of the terms, so Connexion asks for them to be
 * accepted. Only a PDF is taken: its first bytes must say so, whatever the file is called.
 */
export async function uploadCgu(
  db: Db,
  viewer: Viewer,
  lang: Lang,
  upload: CguUpload,
): Promise<AdminAppConfig> {
  requireRole(viewer, ADMINS, ONLY_ADMINS);
  const data = Buffer.from(upload.data, 'base64');
  if (data.length > MAX_CGU_BYTES)
    throw new HttpError(413, 'payload_too_large', `body.data: the PDF is over ${MAX_CGU_BYTES / 1e6} MB`);
  if (!data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw badRequest('body.data', 'is not a PDF');
  const key = `cgu/${lang}`;
  await db.transaction().execute(async (trx) => {
    const cgu = parseObject(await repo.lockConfigValue(trx, 'cgu'));
    const [previous] = await repo.fileInfos(trx, [key]);
    const versionAt = new Date().toISOString();
    await repo.storeFile(trx, { key, filename: upload.filename, content_type: 'application/pdf', data });
    await repo.storeConfigValue(
      trx,
      'cgu',
      JSON.stringify({
        ...cgu,
        last_version_at: versionAt,
        [`pdf_${lang}`]: `${API_PREFIX}/app_config/file/${key}`,
      }),
    );
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'app_config.cgu_upload',
      targetType: 'app_config',
      targetId: key,
      before: previous ? { filename: previous.filename, size: Number(previous.size) } : null,
      after: { filename: upload.filename, size: data.length, last_version_at: versionAt },
    });
  });
  return currentSettings(db);
}
