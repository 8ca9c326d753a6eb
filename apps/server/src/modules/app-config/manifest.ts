import type { Db } from '../../db/connect.ts';
import { appTitle } from './values.ts';

/** The PWA's web manifest, named after the configured title. */
export async function webManifest(db: Db) {
  const name = await appTitle(db);
  return {
    name,
    short_name: name.slice(0, 12),
    description: 'Briefings, contacts, entities and themes of your monitoring service',
    lang: 'fr',
    id: '/app',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f4f6f9',
    theme_color: '#0b3d5c',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/vigie.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
