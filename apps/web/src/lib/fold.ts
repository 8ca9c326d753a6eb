/** Lower case without accents, for comparing names and search terms as users type them. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The parts of `text` matching any term at a word start, accent- and case-insensitively. */
export function matchRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  // Folding can change lengths (œ, ﬁ…): map each folded character back to its source index.
  let folded = '';
  const source: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const part = fold(text[index]!);
    folded += part;
    for (let k = 0; k < part.length; k++) source.push(index);
  }
  const ranges: Array<[number, number]> = [];
  for (const term of terms.map(fold).filter(Boolean)) {
    let from = folded.indexOf(term);
    while (from !== -1) {
      const atWordStart = from === 0 || !/[\p{L}\p{N}]/u.test(folded[from - 1]!);
      if (atWordStart) ranges.push([source[from]!, source[from + term.length - 1]! + 1]);
      from = folded.indexOf(term, from + 1);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const disjoint: Array<[number, number]> = [];
  for (const range of ranges) if (range[0] >= (disjoint.at(-1)?.[1] ?? 0)) disjoint.push(range);
  return disjoint;
}
