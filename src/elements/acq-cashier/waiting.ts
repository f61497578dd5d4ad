import { html, nothing, type TemplateResult } from 'lit';

/** The spinner screen: loading (the entry), redirecting and confirming (the post-pay code). */
export function waiting(message: string, extra: unknown = nothing): TemplateResult {
  return html`<div class="waiting" part="waiting">
    <span class="spinner" aria-hidden="true"></span>
    <p>${message}</p>
    ${extra}
  </div>`;
}
