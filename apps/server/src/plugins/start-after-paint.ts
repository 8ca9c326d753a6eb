/** The entry script and the module preloads Vite and `app-preloads.ts` put in the head. */
const MODULE_TAG =
  /\s*<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="([^"]+)"[^>]*>(?:<\/script>)?/g;
const ENTRY_TAG = /^\s*<script/;
const INLINE_STYLESHEET = /<style>[\s\S]*?<\/style>/;

/** The longest the app waits for a paint the browser may never report (a page opened in a hidden tab). */
const NO_PAINT_DELAY_MS = 1000;

/** The CSS of what the page shows first, and the app's whole stylesheet, as a file, for what comes next. */
export interface FirstScreenStyles {
  css: string;
  href: string;
}

const appendToHead = (element: string, properties: string) =>
  `()=>{const e=document.createElement('${element}');${properties};document.head.append(e)}`;

/**
 * The same page with its app scripts asked for once its content is on screen, by an inline script at the
 * end of the head (the CSP allows it by its hash). For a page that already shows what the reader came for,
 * Home's painted cards: fetching and compiling 140 kB of modules while the page is parsed and laid out
 * delays that first paint on a slow phone, and the cards need no script to show. With `styles`, the page
 * inlines only the CSS of what it shows (10 kB rather than the 46 kB of every screen, parsed and matched
 * before the first paint) and the app's whole stylesheet comes with its scripts.
 * Each request starts in a task of its own: a request costs the main thread several milliseconds, and five
 * of them in the paint's callback made one long task right after the first paint.
 */
export function startAfterFirstPaint(page: string, styles?: FirstScreenStyles): string {
  const tags = [...page.matchAll(MODULE_TAG)];
  const entry = tags.find((tag) => ENTRY_TAG.test(tag[0]))?.[1];
  if (!entry) return page;
  const preloads = [...new Set(tags.map((tag) => tag[1]).filter((src) => src !== entry))];
  const steps = [
    `()=>import(${JSON.stringify(entry)})`,
    ...preloads.map((href) => appendToHead('link', `e.rel='modulepreload';e.href=${JSON.stringify(href)}`)),
    ...(styles ? [appendToHead('link', `e.rel='stylesheet';e.href=${JSON.stringify(styles.href)}`)] : []),
  ];
  const script = [
    '(()=>{let started=false;',
    `const steps=[${steps.join(',')}];`,
    'const next=()=>{steps.shift()();if(steps.length)setTimeout(next)};',
    'const start=()=>{if(started)return;started=true;next()};',
    "try{new PerformanceObserver((list)=>{if(list.getEntriesByName('first-contentful-paint').length)start()})",
    ".observe({type:'paint',buffered:true})}catch{start()}",
    `setTimeout(start,${NO_PAINT_DELAY_MS})})()`,
  ].join('');
  const withoutTags = page.replace(MODULE_TAG, '');
  const styled = styles
    ? withoutTags.replace(INLINE_STYLESHEET, `<style>${styles.css}</style>`)
    : withoutTags;
  return styled.replace('</head>', `<script>${script}</script>\n  </head>`);
}
