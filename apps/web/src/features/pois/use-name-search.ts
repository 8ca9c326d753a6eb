import { useState } from 'react';
import { useDebounced } from '../../lib/use-debounced.ts';

/** docs/product.md §9: the search waits for typing to pause this long. */
const SEARCH_DEBOUNCE_MS = 200;

export interface NameSearch {
  text: string;
  setText: (text: string) => void;
  /** The text once typing pauses, trimmed: what the server is asked for. */
  search: string;
}

/** The search box's text, and the search it settles on. */
export function useNameSearch(): NameSearch {
  const [text, setText] = useState('');
  return { text, setText, search: useDebounced(text.trim(), SEARCH_DEBOUNCE_MS) };
}
