import type { EntityExtraData } from '@vigie/contract';

type WebAddressKey = keyof EntityExtraData;

/** The profiles an item's extra data may hold; brand names, the same in every language. */
export const SOCIAL_NETWORKS = [
  { key: 'url_twitter', tab: 'Twitter', brand: 'Twitter' },
  { key: 'url_facebook', tab: 'Facebook', brand: 'Facebook' },
  { key: 'url_linkedin', tab: 'Linkedin', brand: 'LinkedIn' },
] as const satisfies ReadonlyArray<{ key: WebAddressKey; tab: string; brand: string }>;

/** Coordonnées lists every web address of an entity, Wikipedia included. */
export const WEB_ADDRESSES: ReadonlyArray<{ key: WebAddressKey; brand: string }> = [
  SOCIAL_NETWORKS[1],
  SOCIAL_NETWORKS[2],
  SOCIAL_NETWORKS[0],
  { key: 'url_wikipedia', brand: 'Wikipedia' },
];
