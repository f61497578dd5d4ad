/**
 * The cashier's frame: its box (header and body) and its live region. Shared by the
 * element's render() and the script tag's first paint (pre-render.ts), so that the
 * element takes that drawing over in place: the same template, the same nodes.
 */
import { html, type TemplateResult } from 'lit-html';

export interface CashierScreenInput {
  /** The region's name ("Checkout"). */
  label: string;
  busy: boolean;
  header: TemplateResult;
  body: TemplateResult;
  /** The live region's words. */
  announcement: string;
  /** Frame mode's dialog (the session code's), if any. */
  frame?: unknown;
}

export function cashierScreen(input: CashierScreenInput): TemplateResult {
  return html`
    <div class="container" part="container" role="region" aria-label=${input.label} aria-busy=${input.busy ? 'true' : 'false'}>
      ${input.header} ${input.body}
    </div>
    <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${input.announcement}</div>
    ${input.frame}
  `;
}
