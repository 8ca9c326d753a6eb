/** The entry script and the module preloads Vite and `app-preloads.ts` put in the head. */
const MODULE_TAG =
  /\s*<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="([^"]+)"[^>]*>(?:<\/script>)?/g;
const ENTRY_TAG = /^\s*<script/;

/** The longest the app waits for a paint the browser may never report (a page opened in a hidden tab). */
const NO_PAINT_DELAY_MS = 1000;

/**
 * The same page with its app scripts asked for once its content is on screen, by an inline script at the
 * end of the head, and that script's text (the CSP allows it by its hash). For a page that already shows
 * what the reader came for, Home's painted cards: fetching and compiling 140 kB of modules while the page
 * is parsed and laid out delays that first paint on a slow phone, and the cards need no script to show.
 */
export function startAfterFirstPaint(page: string): { page: string; script: string } {
  const tags = [...page.matchAll(MODULE_TAG)];
  const entry = tags.find((tag) => ENTRY_TAG.test(tag[0]))?.[1];
  if (!entry) return { page, script: '' };
  const preloads = [...new Set(tags.map((tag) => tag[1]).filter((src) => src !== entry))];
  const script = [
    '(()=>{let started=false;',
    'const start=()=>{if(started)return;started=true;',
    `for(const href of ${JSON.stringify(preloads)}){`,
    "const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}",
    `import(${JSON.stringify(entry)})};`,
    "try{new PerformanceObserver((list)=>{if(list.getEntriesByName('first-contentful-paint').length)start()})",
    ".observe({type:'paint',buffered:true})}catch{start()}",
    `setTimeout(start,${NO_PAINT_DELAY_MS})})()`,
  ].join('');
  const withoutTags = page.replace(MODULE_TAG, '');
  return { page: withoutTags.replace('</head>', `<script>${script}</script>\n  </head>`), script };
}
