import type { CommentPart, UserSummary } from '@vigie/contract';

/** A mention chosen in the box: the word it inserted and whom it names. */
export interface RecordedMention {
  handle: string;
  userId: string;
}

/**
 * The '@word' typed right before the caret. Only a word that starts with '@' counts, so an e-mail
 * address does not open the list; a space after it ends the word and closes the list.
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const start = before.search(/\S*$/);
  const word = before.slice(start);
  return word.startsWith('@') ? { start, query: word.slice(1) } : null;
}

export const mentionHandle = (user: Pick<UserSummary, 'firstname'>) =>
  `@${user.firstname.replace(/\s+/g, '')}`;

/** Replaces the '@query' between `start` and `caret` with the user's handle and one space. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  user: Pick<UserSummary, 'firstname'>,
): { text: string; caret: number } {
  const inserted = `${mentionHandle(user)} `;
  const rest = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, start) + inserted + rest, caret: start + inserted.length };
}

/**
 * The parts concatenate back to the trimmed text, whitespace runs collapsed to one space (or one line
 * break): the separating spaces live in the text parts, and a mention's content is the handle without '@'.
 */
export function toCommentBody(text: string, mentions: RecordedMention[]): CommentPart[] {
  const byHandle = new Map(mentions.map((mention) => [mention.handle, mention.userId]));
  const parts: CommentPart[] = [];
  let pending = '';
  // With a capturing group, split() puts the words at even indexes and the whitespace runs between them at odd ones.
  text
    .trim()
    .split(/(\s+)/)
    .forEach((token, index) => {
      const userId = index % 2 === 0 ? byHandle.get(token) : undefined;
      if (userId === undefined) {
        pending += index % 2 === 0 ? token : token.includes('\n') ? '\n' : ' ';
        return;
      }
      if (pending) parts.push({ type: 'text', content: pending });
      pending = '';
      parts.push({ type: 'mention', content: token.slice(1), user_id: userId });
    });
  if (pending) parts.push({ type: 'text', content: pending });
  return parts;
}
