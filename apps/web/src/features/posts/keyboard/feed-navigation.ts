/**
 * The reading shortcuts' moves (docs/product.md §10.17), on the feed the reader sees: the one `role="feed"`
 * outside an inert panel, whose cards are its `article` children.
 */
function shownFeed(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[role="feed"]')].find(
    (feed) => !feed.closest('[inert]'),
  );
}

const cardsOf = (feed: HTMLElement) => [...feed.querySelectorAll<HTMLElement>(':scope > article')];

/** The card the shortcuts reached, or holding the focus. */
export function currentCard(): HTMLElement | null {
  const feed = shownFeed();
  const card = document.activeElement?.closest<HTMLElement>('article');
  return feed && card?.parentElement === feed ? card : null;
}

/** Focuses the next (`1`) or previous (`-1`) card, the first one when none has the focus. */
export function moveInFeed(step: 1 | -1): void {
  const feed = shownFeed();
  if (!feed) return;
  const cards = cardsOf(feed);
  const current = currentCard();
  const index = current ? cards.indexOf(current) + step : 0;
  const next = cards[Math.min(Math.max(index, 0), cards.length - 1)];
  next?.focus({ preventScroll: true });
  next?.scrollIntoView({ block: 'nearest' });
}

/** Opens the current card's post, as its title does. */
export const openCurrent = (): boolean => click(currentCard()?.querySelector('h2 a'));

/** Toggles the current card's bookmark. */
export const bookmarkCurrent = (): boolean => click(currentCard()?.querySelector('button[aria-pressed]'));

function click(element: Element | null | undefined): boolean {
  if (!(element instanceof HTMLElement)) return false;
  element.click();
  return true;
}

/** Focuses a search field once the screen that holds it has opened, giving up after a second or so. */
export function focusSearchWhenShown(framesLeft = 60): void {
  const field = document.querySelector<HTMLInputElement>(
    '[role="tabpanel"]:not([inert]) input[type="search"]',
  );
  if (field) field.focus();
  else if (framesLeft > 0) requestAnimationFrame(() => focusSearchWhenShown(framesLeft - 1));
}
