const PREFIX = 'vigie.redaction.';

/** The key of a post's unsaved form; a new post's is `new` until the server gives it an id. */
const keyOf = (postId: string | undefined) => `${PREFIX}${postId ?? 'new'}`;

/**
 * Rédaction's form as left, kept on the device until the server has it, so a reload loses nothing
 * (docs/product.md §2.19). Here rather than in the feature: sign-out forgets every one of them.
 */
export interface Unsaved<Form> {
  form: Form;
  /** The version the form was started from; a different one on the server means a colleague saved. */
  version: number | null;
}

export function readUnsaved<Form>(postId: string | undefined): Unsaved<Form> | null {
  try {
    const raw = localStorage.getItem(keyOf(postId));
    return raw === null ? null : (JSON.parse(raw) as Unsaved<Form>);
  } catch {
    return null;
  }
}

export function keepUnsaved<Form>(postId: string | undefined, unsaved: Unsaved<Form>): void {
  try {
    localStorage.setItem(keyOf(postId), JSON.stringify(unsaved));
  } catch {
    // A full storage only loses the reload safety net; the form itself is still on screen.
  }
}

export function dropUnsaved(postId: string | undefined): void {
  localStorage.removeItem(keyOf(postId));
}

/** At sign-out: no unsaved post outlives its author's session on a shared device. */
export function dropAllUnsaved(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
}
