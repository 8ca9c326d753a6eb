import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FIRST_PAINT_COOKIE,
  HOME_ANSWERS_ID,
  type HomeAnswers,
  parseFirstPaintCookie,
} from '@vigie/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HOME_ANSWER_URLS } from './app-preloads.ts';

type RenderHome = (answers: HomeAnswers, lang: 'fr' | 'en', isDark: boolean) => string;

/** Built with the web app, beside its bundle (apps/web/src/app/first-paint.tsx). */
const RENDERER = '../dist-ssr/first-paint.js';
/** The CSS of what it renders. */
const RENDERED_CSS = '../dist-ssr/first-paint.css';

export interface HomeRenderer {
  renderHome: RenderHome;
  /** Null for a build without it: the page then keeps the app's whole stylesheet. */
  css: string | null;
}

/** Home's server-side renderer, or null for a web build without one. */
export async function loadHomeRenderer(webDistDir: string): Promise<HomeRenderer | null> {
  const file = path.resolve(webDistDir, RENDERER);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderHome: RenderHome };
  const css = await readFile(path.resolve(webDistDir, RENDERED_CSS), 'utf8').catch(() => null);
  return { renderHome: module.renderHome, css: css?.trim() ?? null };
}

/**
 * The API's own answers to this request's session, asked in process: the same validation, confidentiality
 * filter and read cache as the app's requests. Null unless every one is a success.
 */
async function askApi(app: FastifyInstance, request: FastifyRequest): Promise<HomeAnswers | null> {
  const headers = { cookie: request.headers.cookie ?? '' };
  const answers = await Promise.all(
    Object.entries(HOME_ANSWER_URLS).map(async ([key, url]) => {
      const response = await app.inject({ method: 'GET', url, headers });
      return response.statusCode === 200 ? [key, response.json()] : null;
    }),
  );
  return answers.every((answer) => answer !== null) ? (Object.fromEntries(answers) as HomeAnswers) : null;
}

/** JSON inside a script element: with `<` escaped, no text of a post can close the element. */
const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const ROOT = '<div id="root">';

/**
 * Home with its first cards in the HTML, painted before any script has run, for a user whose app is
 * unlocked (FIRST_PAINT_COOKIE), with the answers they show for the app to start from. Null when the
 * page goes without: no cookie, an answer refused (the app then says why), or a render that failed.
 */
export function homeFirstPaint(app: FastifyInstance, page: string, renderHome: RenderHome) {
  const rootAt = page.indexOf(ROOT);
  if (rootAt < 0) return async (): Promise<string | null> => null;
  const head = page.slice(0, rootAt);
  const tail = page.slice(page.indexOf('</body>', rootAt));
  return async (request: FastifyRequest): Promise<string | null> => {
    const preferences = parseFirstPaintCookie(request.cookies[FIRST_PAINT_COOKIE]);
    if (!preferences) return null;
    const answers = await askApi(app, request);
    if (!answers) return null;
    const { lang, theme } = preferences;
    let html: string;
    try {
      html = renderHome(answers, lang, theme === 'dark');
    } catch (error) {
      request.log.error({ err: error }, 'Home could not be painted on the server');
      return null;
    }
    return [
      head.replace('<html lang="fr">', `<html lang="${lang}" data-theme="${theme}">`),
      `<div id="root" data-first-paint="home" aria-busy="true">${html}</div>`,
      `<script type="application/json" id="${HOME_ANSWERS_ID}">${inScript(answers)}</script>\n  `,
      tail,
    ].join('');
  };
}
