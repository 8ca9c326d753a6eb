import type { Plugin } from 'vite';

/**
 * Puts the app's one stylesheet (`cssCodeSplit: false`) inside index.html. The first paint then needs
 * only the HTML, which still fits TCP's first round trip, and a returning user's signed-in chunks no
 * longer queue behind six small stylesheets on the browser's six connections. The server allows this
 * one `<style>` by its hash in the CSP (apps/server/src/plugins/app-csp.ts).
 */
export function inlineCss(): Plugin {
  return {
    name: 'vigie-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return tag;
            delete bundle[fileName];
            return `<style>${String(asset.source).trim()}</style>`;
          },
        );
      },
    },
  };
}
