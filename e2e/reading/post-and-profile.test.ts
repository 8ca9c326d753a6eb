import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { ANALYST, EDITOR, READER, signInWithPin } from '../support/flows.ts';

const b = useBrowser();

/** The first post the search finds, asked by the page itself with its session. */
const findPost = (page: Page, search: string) =>
  page.evaluate(async (query) => {
    const found = await fetch(`/api/v1/post/search?query=${encodeURIComponent(query)}`);
    const [post] = (await found.json()).data;
    return { path: `/app/post/${post.id}`, title: post.title as string };
  }, search);

describe('a post and its comments', () => {
  it('opens from a deep link, takes a comment with a mention, and shows it to the mentioned user', async () => {
    const reader = await b.newPage();
    await signInWithPin(reader, READER);
    const { path: postPath, title } = await findPost(reader, 'Élysée impôts');
    expect(title).toBe("L'Élysée écarte toute hausse générale d'impôts pour 2027");

    await reader.goto(`${postPath}?focus_comment=true`);
    await reader
      .getByRole('heading', { name: "L'Élysée écarte toute hausse générale d'impôts pour 2027" })
      .waitFor();
    const box = reader.getByRole('combobox', { name: 'Votre commentaire' });
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);

    const note = `Point utile pour le comité ${Date.now()}`;
    await box.pressSequentially(`${note} @in`);
    const options = reader.getByRole('listbox', { name: 'Personnes à mentionner' }).getByRole('option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual([expect.stringContaining('Inès Carpentier')]);
    await box.press('ArrowDown');
    await box.press('Enter');
    expect(await box.inputValue()).toBe(`${note} @Inès `);
    await reader.getByRole('button', { name: 'Envoyer le commentaire' }).click();

    const comment = reader.getByRole('listitem').filter({ hasText: note });
    await comment.waitFor();
    expect(await box.inputValue()).toBe('');
    const mention = comment.getByRole('link', { name: /Inès/ });
    expect(await mention.getAttribute('href')).toMatch(/^\/app\/profil\/[0-9a-f]{24}$/);

    const analyst = await b.newPage();
    await signInWithPin(analyst, ANALYST, '1234', postPath);
    const seen = analyst.getByRole('listitem').filter({ hasText: note });
    await seen.waitFor();
    // The mentioned user's own name leads to their own profile.
    expect(await seen.getByRole('link', { name: /Inès/ }).getAttribute('href')).toBe('/app/profil');

    await mention.click();
    await reader.getByRole('heading', { name: 'Inès Carpentier', level: 1 }).waitFor();
  });

  it('asks before leaving the app for a source that refuses framing, and goes back on No', async () => {
    const page = await b.newPage();
    await signInWithPin(page, READER);
    const card = page.getByRole('tabpanel', { name: 'Derniers Contenus' }).getByRole('article').first();
    await card.locator('h2 a').click();
    const source = page.locator('article p a[href^="http"]').last();
    await source.waitFor();
    const postUrl = page.url();
    await source.click();
    await page.waitForURL(/\/app\/webview\?url=/);
    const question = page.getByText(
      "Le site n'autorise pas l'affichage de son contenu depuis une application tierce. L'ouvrir dans votre navigateur ?",
    );
    await question.waitFor();
    await page.getByRole('button', { name: 'Non' }).click();
    await page.waitForURL(postUrl);
  });
});

describe('the profile', () => {
  it('saves new names and an avatar, still there after a reload', async () => {
    const page = await b.newPage();
    await signInWithPin(page, EDITOR, '1234', '/app/profil');
    await page.getByRole('link', { name: 'Modifier mon profil' }).click();
    await page.getByRole('heading', { name: 'éditer mon profil' }).waitFor();
    const avatar = Buffer.from(
      await page.evaluate(async () => {
        const canvas = new OffscreenCanvas(320, 200);
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#c0392b';
        context.fillRect(0, 0, 320, 200);
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        return [...new Uint8Array(await blob.arrayBuffer())];
      }),
    );
    await page
      .getByLabel('Choisir une photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: avatar });
    await page.getByLabel('Prénom').fill('Margot');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('heading', { name: 'Margot Delmas', level: 1 }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Margot Delmas', level: 1 }).waitFor();
    const src = await page.locator('main img, img').first().getAttribute('src');
    expect(src).toMatch(/^\/api\/v1\/media\/[0-9a-f]{24}$/);
    const image = await page.evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url!)).blob());
      return [bitmap.width, bitmap.height];
    }, src);
    expect(image).toEqual([150, 150]);
  });
});
