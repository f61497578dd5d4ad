/**
 * Brand marks as compact inline SVG (no image requests, no CSP exception): card schemes on
 * the card option and the hosted card page, wallet marks beside their names. Simplified
 * shapes in each scheme's colours, drawn on one 32×20 box so that rows line up.
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit-html';

/** [background, text colour, word] of the schemes whose mark is their name. */
const WORD_MARKS: Record<string, readonly [string, string, string]> = {
  visa: ['#1a1f71', '#fff', 'VISA'],
  amex: ['#2e77bc', '#fff', 'AMEX'],
  jcb: ['#0e4c96', '#fff', 'JCB'],
  unionpay: ['#d8232a', '#fff', 'UnionPay'],
  applepay: ['#000', '#fff', 'Apple Pay'],
  googlepay: ['#fff', '#3c4043', 'G Pay'],
};

function box(fill: string, body: SVGTemplateResult): SVGTemplateResult {
  return svg`<rect x=".5" y=".5" width="31" height="19" rx="3" fill=${fill} stroke="#0002"/>${body}`;
}

function word(fill: string, ink: string, text: string): SVGTemplateResult {
  const size = text.length > 5 ? 5.5 : 8;
  return box(fill, svg`<text x="16" y="13" fill=${ink} font-size=${size} font-family="sans-serif" font-weight="700" font-style=${text === 'VISA' ? 'italic' : 'normal'} text-anchor="middle">${text}</text>`);
}

const MASTERCARD = box('#fff', svg`<circle cx="13" cy="10" r="6" fill="#eb001b"/><circle cx="19" cy="10" r="6" fill="#f79e1b" fill-opacity=".85"/>`);
const WALLET = box('#fff', svg`<path d="M9 6h14v9H9zM19 10h4" fill="none" stroke="#555" stroke-width="1.5"/>`);

/**
 * The mark of a card scheme ("visa"), a wallet ("applepay") or any other method (a wallet
 * outline). With a label it is an image of that name (a scheme the card option accepts);
 * without, decoration beside a name already written.
 */
export function methodMark(key: string, label?: string): TemplateResult {
  const entry = WORD_MARKS[key];
  const body = key === 'mastercard' ? MASTERCARD : entry ? word(...entry) : WALLET;
  return html`<svg class="mark" part="mark" data-mark=${key} viewBox="0 0 32 20" width="32" height="20" role=${label ? 'img' : nothing} aria-label=${label ?? nothing} aria-hidden=${label ? nothing : 'true'}>${body}</svg>`;
}

/** Which mark a pay method type or name shows. */
export function markKeyOf(payMethodType: string, payMethodName: string): string {
  const name = payMethodName.toLowerCase().replace(/^(?:cc|dc)_/, '');
  return WORD_MARKS[name] || name === 'mastercard' ? name : payMethodType.toLowerCase();
}
