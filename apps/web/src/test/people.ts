import type { Account, UserSummary } from '@vigie/contract';

/** A colleague as `/user` lists them: active, with confidential access unless `extra` says otherwise. */
export const person = (
  id: string,
  firstname: string,
  lastname: string,
  extra: Partial<UserSummary> = {},
): UserSummary => ({
  id,
  firstname,
  lastname,
  username: `${firstname}.${lastname}`.toLowerCase(),
  img: null,
  is_active: true,
  has_confidential_access: true,
  ...extra,
});

/** The signed-in reader of the profile tests. */
export const ME: Account = {
  id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  firstname: 'Camille',
  lastname: 'Durand',
  username: 'cdurand',
  img: null,
  email: 'camille@vigie.example',
  biography: 'Analyste veille.',
  is_active: true,
  has_confidential_access: false,
  role: 'reader',
};
