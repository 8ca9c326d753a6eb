import { contact, entity, theme } from './refs.ts';
import type { PoiRef } from './types.ts';
import type { UserSlug } from './users.ts';

/**
 * What the demo readers focus out of the box, so that their Mes focus feed shows posts at once; an account
 * added later starts empty and is offered items instead (docs/product.md §2.11.1). Only the analyst, who
 * has confidential access, follows a theme of the confidential branch.
 */
export const FOLLOWS: Partial<Record<UserSlug, PoiRef[]>> = {
  lecteur: [
    theme('plf-2027'),
    theme('fiscalite-locale'),
    contact('claire-dubois'),
    entity('bercy'),
    entity('senat'),
  ],
  analyste: [
    theme('nucleaire'),
    theme('hopital'),
    theme('arbitrages-budgetaires'),
    contact('nadia-benali'),
    entity('nuclea'),
  ],
};
