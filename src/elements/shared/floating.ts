/**
 * Places a floating element (menu, hint) next to its anchor with @floating-ui/dom and
 * keeps it there while either moves. Returns the cleanup that stops the listeners; the
 * owning element calls it when the float closes and on disconnect.
 */
import { autoUpdate, computePosition, flip, offset, shift, type Placement } from '@floating-ui/dom';

export function floatNextTo(anchor: HTMLElement, floating: HTMLElement, placement: Placement = 'bottom-start'): () => void {
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
  return autoUpdate(anchor, floating, place);
}
