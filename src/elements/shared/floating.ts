/**
 * Places a floating element (menu, hint) next to its anchor with @floating-ui/dom and
 * keeps it there while either moves. Returns the cleanup that stops the listeners; the
 * owning element calls it when the float closes and on disconnect.
 *
 * @floating-ui/dom is loaded on the first float, not with the bundle: no float is open
 * at first render, so its bytes stay off the critical path. Until it arrives (a cached
 * chunk: a few milliseconds) the float sits at its static position.
 */
import type { Placement } from '@floating-ui/dom';

let floatingUi: Promise<typeof import('@floating-ui/dom')> | undefined;

export function floatNextTo(anchor: HTMLElement, floating: HTMLElement, placement: Placement = 'bottom-start'): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  const loading = (floatingUi ??= import('@floating-ui/dom'));
  loading.then(
    ({ autoUpdate, computePosition, flip, offset, shift }) => {
      if (stopped) return;
      const place = () =>
        void computePosition(anchor, floating, {
          placement,
          strategy: 'fixed',
          middleware: [offset(6), flip(), shift({ padding: 8 })],
        }).then(({ x, y }) => {
          // Positions set through CSSOM properties, not a style attribute string: allowed under a strict CSP.
          floating.style.left = `${x}px`;
          floating.style.top = `${y}px`;
        });
      stop = autoUpdate(anchor, floating, place);
    },
    // A failed load leaves the float at its static position; the next float tries again.
    () => {
      if (floatingUi === loading) floatingUi = undefined;
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
