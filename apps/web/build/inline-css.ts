import type { Plugin } from 'vite';

/** Read by the server: the stylesheet's file, which the page painted with Home's first cards loads later. */
const STYLESHEET_FILE = '.vite/stylesheet.json';

/**
 * Puts the app's one stylesheet (`cssCodeSplit: false`) inside index.html. The first paint then needs
 * only the HTML, which still fits TCP's first round trip, and a returning user's signed-in chunks no
 * longer queue behind six small stylesheets on the browser's six connections. The server allows this
 * one `<style>` by its hash in the CSP (apps/server/src/plugins/app-csp.ts). The file stays too, named in
 * STYLESHEET_FILE: the page with Home's first cards inlines only their CSS, and loads the rest once painted.
 */
export function inlineCss(): Plugin {
  let stylesheet: string | undefined;
  return {
    name: 'vigie-inline-css',
    apply: 'build',
    // Its generateBundle then runs after Vite's HTML plugin has called transformIndexHtml.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return tag;
            stylesheet = fileName;
            return `<style>${String(asset.source).trim()}</style>`;
          },
        );
      },
    },
    generateBundle() {
      if (!stylesheet) return;
      this.emitFile({
        type: 'asset',
        fileName: STYLESHEET_FILE,
        source: JSON.stringify({ file: stylesheet }),
      });
    },
  };
}
