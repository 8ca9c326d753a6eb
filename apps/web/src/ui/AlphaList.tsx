import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { LetterGroup } from '../lib/alphabet.ts';
import styles from './AlphaList.module.css';
import { LetterIndex } from './LetterIndex.tsx';
import { useScrollRoot } from './scroll-root.ts';

/**
 * docs/product.md §2.12: an item row is 90 px high; letter headers are shorter. Rows are never measured:
 * these are exact.
 */
const ITEM_HEIGHT = 90;
const HEADER_HEIGHT = 36;
/** Rows rendered beyond each edge of the screen, so a slow scroll never shows a blank row. */
const OVERSCAN = 6;

export interface AlphaListProps<T> {
  groups: ReadonlyArray<LetterGroup<T>>;
  renderItem: (item: T) => ReactNode;
  /** Stable across renders (a module-level function): the virtualiser re-lays out every row when it changes. */
  itemKey: (item: T) => string;
  label: string;
  /** The height of a sticky bar above the list, such as a search box: a letter jumped to lands below it. */
  stickyTop?: number;
}

type Row<T> = { kind: 'letter'; letter: string } | { kind: 'item'; item: T };

interface Layout<T> {
  rows: Row<T>[];
  /** Where each letter's header sits among the rows. */
  headerIndex: ReadonlyMap<string, number>;
  listRef: RefObject<HTMLUListElement | null>;
  options: {
    count: number;
    estimateSize: (index: number) => number;
    getItemKey: (index: number) => string;
    overscan: number;
    scrollMargin: number;
    scrollPaddingStart: number;
  };
}

type ListVirtualizer = Pick<
  Virtualizer<Element | Window, Element>,
  'getVirtualItems' | 'getTotalSize' | 'scrollToIndex' | 'scrollRect'
>;

/** A long list by letter: letter headers, a virtual list of rows, and an index that jumps to a letter. */
export function AlphaList<T>(props: AlphaListProps<T>) {
  const root = useScrollRoot();
  const layout = useLayout(props, root);
  // The panel is known from the second render on; until then, or outside swipe tabs, the page scrolls.
  return root ? <InPanel root={root} layout={layout} {...props} /> : <InPage layout={layout} {...props} />;
}

function InPanel<T>({ root, ...props }: AlphaListProps<T> & { root: HTMLElement; layout: Layout<T> }) {
  const virtualizer = useVirtualizer({
    ...props.layout.options,
    getScrollElement: () => root,
    // The virtualiser writes this offset to its element on mount: keep where the panel already is.
    initialOffset: () => root.scrollTop,
  });
  return <Rows virtualizer={virtualizer} {...props} />;
}

function InPage<T>(props: AlphaListProps<T> & { layout: Layout<T> }) {
  return <Rows virtualizer={useWindowVirtualizer(props.layout.options)} {...props} />;
}

function useLayout<T>({ groups, itemKey, stickyTop = 0 }: AlphaListProps<T>, root: HTMLElement | null) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useOffsetIn(listRef, root);
  const { rows, headerIndex, estimateSize, getItemKey } = useMemo(() => {
    const rows: Row<T>[] = [];
    const headerIndex = new Map<string, number>();
    for (const { letter, items } of groups) {
      headerIndex.set(letter, rows.length);
      rows.push({ kind: 'letter', letter });
      for (const item of items) rows.push({ kind: 'item', item });
    }
    return {
      rows,
      headerIndex,
      estimateSize: (index: number) => (rows[index]!.kind === 'letter' ? HEADER_HEIGHT : ITEM_HEIGHT),
      getItemKey: (index: number) => {
        const row = rows[index]!;
        return row.kind === 'letter' ? `letter ${row.letter}` : itemKey(row.item);
      },
    };
  }, [groups, itemKey]);
  const options = {
    count: rows.length,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin,
    scrollPaddingStart: stickyTop,
  };
  return { rows, headerIndex, listRef, options } satisfies Layout<T>;
}

/** Where the list starts within what scrolls: rows are laid out from there. */
function useOffsetIn(listRef: RefObject<HTMLElement | null>, root: HTMLElement | null): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setOffset(root ? top - root.getBoundingClientRect().top + root.scrollTop : top + window.scrollY);
  }, [listRef, root]);
  return offset;
}

interface RowsProps<T> extends AlphaListProps<T> {
  layout: Layout<T>;
  virtualizer: ListVirtualizer;
}

/** Only the rows on screen are in the DOM; the index beside them stays in view. */
function Rows<T>({ groups, renderItem, label, stickyTop = 0, layout, virtualizer }: RowsProps<T>) {
  const { rows, headerIndex, listRef, options } = layout;
  const letters = useMemo(() => groups.map(({ letter }) => letter), [groups]);
  const { jump, headingId } = useJump(virtualizer, headerIndex);
  const viewHeight = virtualizer.scrollRect?.height;
  return (
    <div className={styles.alpha}>
      <LetterIndex
        letters={letters}
        onJump={jump}
        top={stickyTop}
        maxHeight={viewHeight === undefined ? undefined : viewHeight - stickyTop}
      />
      <ul
        ref={listRef}
        className={styles.list}
        aria-label={label}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map(({ key, index, start, size }) => {
          const row = rows[index]!;
          return (
            <li
              key={key}
              className={styles.row}
              style={{ height: size, transform: `translateY(${start - options.scrollMargin}px)` }}
            >
              {row.kind === 'letter' ? (
                <h2 id={headingId(row.letter)} className={styles.letter} tabIndex={-1}>
                  {row.letter}
                </h2>
              ) : (
                renderItem(row.item)
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Scrolls to a letter's header, then moves focus there so that a screen reader says where the jump
 * landed and Tab goes on to that letter's rows. The header may only render once the scroll lands.
 */
function useJump(virtualizer: ListVirtualizer, headerIndex: ReadonlyMap<string, number>) {
  const idPrefix = useId();
  const pending = useRef<string | null>(null);
  const headingId = useCallback((letter: string) => `${idPrefix}${letter}`, [idPrefix]);
  const focusPending = useCallback(() => {
    const heading = pending.current === null ? null : document.getElementById(headingId(pending.current));
    if (!heading) return;
    pending.current = null;
    heading.focus({ preventScroll: true });
  }, [headingId]);
  useEffect(focusPending);
  const jump = useCallback(
    (letter: string) => {
      pending.current = letter;
      virtualizer.scrollToIndex(headerIndex.get(letter) ?? 0, { align: 'start' });
      focusPending();
    },
    [virtualizer, headerIndex, focusPending],
  );
  return { jump, headingId };
}
