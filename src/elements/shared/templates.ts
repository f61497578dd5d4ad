/** Small template helpers the elements share. */
import { html, type TemplateResult } from 'lit-html';

/**
 * Isolates a formatted amount or date so it keeps its natural direction inside text of
 * the other direction (an amount in Hebrew text, an Arabic date in an LTR row).
 */
export function isolate(text: string): TemplateResult {
  return html`<bdi>${text}</bdi>`;
}

/** Always left-to-right: card masks, references, codes. */
export function ltr(text: string): TemplateResult {
  return html`<bdi dir="ltr">${text}</bdi>`;
}

/** A label–value row of a <dl>. */
export function row(label: string, value: unknown, part?: string): TemplateResult {
  return html`<dt>${label}</dt><dd part=${part ?? ''}>${value}</dd>`;
}
