/**
 * The script tag's first paint (acq-cashier/pre-render.ts) draws into the shadow root of
 * a cashier that is not defined yet; the element, once defined, takes that drawing over.
 * This is what the two share: which elements were drawn that way (so that their root is
 * not taken for server-rendered HTML) and, for one that shows its pay screen, what it
 * shows and what the shopper did there meanwhile.
 */
import type { CashierView } from '../../core/api/cashier.js';
import type { MethodChoice, ReadyState } from '../../core/flow/state.js';

/** A shopper's act on the drawn pay screen, done once the cashier's code is there. */
export type EarlyAct = { name: 'pay' | 'cancel' | 'language' } | { name: 'select'; choice: MethodChoice };

export interface PreRendered {
  state: ReadyState;
  view: CashierView;
  /** The view came in the page (no request). */
  embedded: boolean;
  acts: EarlyAct[];
}

/** Every element the first paint drew into: its pay screen, or null (the loading place only). */
const drawn = new WeakMap<Element, PreRendered | null>();

export function markPreRendered(host: Element, screen: PreRendered | null): void {
  drawn.set(host, screen);
}

export function isPreRendered(host: Element): boolean {
  return drawn.has(host);
}

/** The pay screen the first paint drew for this element, once: the element's first run takes it over. */
export function takePreRendered(host: Element): PreRendered | undefined {
  const screen = drawn.get(host) ?? undefined;
  if (screen) drawn.set(host, null);
  return screen;
}
