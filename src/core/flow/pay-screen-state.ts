/**
 * The pay screen a freshly loaded view opens on, with nothing pending: the one rule the
 * transition's VIEW_LOADED and the element's first screen (which renders before the
 * transition's code has loaded, issue 31) both follow.
 */
import type { CashierView } from '../api/cashier.js';
import { defaultMethod } from './methods.js';
import type { ReadyState } from './state.js';

/** `ready` for an open view (its default method preselected); undefined for any other status. */
export function openPayScreen(view: CashierView): ReadyState | undefined {
  if (view.status.status !== 'open') return undefined;
  return { name: 'ready', view, method: defaultMethod(view), attempt: Math.max(1, view.status.attempt) };
}
