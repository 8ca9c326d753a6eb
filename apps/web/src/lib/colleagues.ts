import type { UserSummary } from '@vigie/contract';
import { fold } from './fold.ts';

const byName = new Intl.Collator('fr', { sensitivity: 'base' });

/**
 * docs/product.md §5.4: the colleagues one may mention in a post's comments or send it to: active, and
 * able to read it (confidential access for a confidential post). The query matches any of their names,
 * accents aside.
 */
export function colleaguesFor(
  users: UserSummary[],
  { confidential, query, selfId }: { confidential: boolean; query: string; selfId?: string },
): UserSummary[] {
  const wanted = fold(query);
  return users
    .filter((user) => user.is_active && (!confidential || user.has_confidential_access) && user.id !== selfId)
    .filter((user) =>
      [user.firstname, user.lastname, user.username].some((name) => fold(name).includes(wanted)),
    )
    .sort((a, b) => byName.compare(a.lastname, b.lastname) || byName.compare(a.firstname, b.firstname));
}
