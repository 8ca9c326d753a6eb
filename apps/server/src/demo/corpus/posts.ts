import { BUDGET_POSTS } from './posts-budget.ts';
import { DESK_POSTS } from './posts-desk.ts';
import { ENERGY_POSTS } from './posts-energie.ts';
import { EUROPE_POSTS } from './posts-europe.ts';
import { HOSPITAL_POSTS } from './posts-hopital.ts';
import { INSTITUTION_POSTS } from './posts-institutions.ts';
import { NUCLEAR_POSTS } from './posts-nucleaire.ts';
import { CONFIDENTIAL_POSTS } from './posts-sensibles.ts';
import { CARE_POSTS } from './posts-soins.ts';
import { TERRITORY_POSTS } from './posts-territoires.ts';

export const POSTS = [
  ...NUCLEAR_POSTS,
  ...ENERGY_POSTS,
  ...HOSPITAL_POSTS,
  ...CARE_POSTS,
  ...BUDGET_POSTS,
  ...TERRITORY_POSTS,
  ...INSTITUTION_POSTS,
  ...EUROPE_POSTS,
  ...CONFIDENTIAL_POSTS,
  ...DESK_POSTS,
];
