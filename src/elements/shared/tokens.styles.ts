/**
 * The styles every element shares. Each theme variable is read once on the host as a
 * private `--_*` token: `var(--acq-…, <default theme value>)`, so the merchant's
 * `--acq-*` properties (set on <acq-cashier> or any ancestor) restyle every element,
 * and an element used alone still looks right.
 */
import { css, unsafeCSS, type CSSResult } from '@lit/reactive-element/css-tag.js';
import { DEFAULT_VARIABLES, VARIABLE_NAMES, cssPropertyName, type VariableName } from '../../core/theme/variables.js';

/** `colorPrimary` → `--_color-primary`. */
function privateToken(name: VariableName): string {
  return cssPropertyName(name).replace('--acq-', '--_');
}

const declarations = VARIABLE_NAMES.map(
  (name) => `${privateToken(name)}: var(${cssPropertyName(name)}, ${DEFAULT_VARIABLES[name]});`,
).join('\n');

export const tokens: CSSResult = css`
  :host {
    ${unsafeCSS(declarations)}
    --_space: var(--_spacing-unit);
    font-family: var(--_font-family);
    font-size: var(--_font-size-base);
    line-height: 1.5;
    color: var(--_color-text);
    box-sizing: border-box;
  }
  :host([hidden]) {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: 2px solid var(--_focus-ring-color);
    outline-offset: 2px;
  }
  /* Text for screen readers only (live regions, extra context). */
  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  h2,
  h3,
  p,
  dl,
  dd {
    margin: 0;
  }
  button,
  input,
  select {
    font: inherit;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/** The primary action (pay, submit) and secondary buttons and links. */
export const buttons: CSSResult = css`
  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: calc(var(--_space) * 2);
    min-block-size: 44px;
    padding-block: calc(var(--_space) * 2);
    padding-inline: calc(var(--_space) * 4);
    border: 1px solid var(--_color-primary);
    border-radius: var(--_border-radius);
    background: var(--_color-primary);
    color: var(--_color-primary-text);
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
    transition: filter 120ms ease;
  }
  .button:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  /* While disabled the button says what is happening ("Processing…"); fading it
     muddied the theme's colours (yellow on high contrast turned olive). */
  .button:disabled {
    cursor: progress;
  }
  .button.secondary {
    background: transparent;
    color: var(--_color-primary);
  }
  .button.block {
    inline-size: 100%;
  }
  .link {
    color: var(--_color-primary);
    text-decoration: underline;
  }
  @media (forced-colors: active) {
    .button {
      border: 1px solid ButtonText;
    }
    .button:disabled {
      border-color: GrayText;
      color: GrayText;
    }
    :focus-visible {
      outline-color: Highlight;
    }
  }
`;

/** Label–value rows (summaries). */
export const rows: CSSResult = css`
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: var(--_space) calc(var(--_space) * 4);
  }
  dt {
    color: var(--_color-text-secondary);
  }
  dd {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    color: var(--_color-text);
  }
`;

/** A control's box (inputs, the language trigger): a 44 px target on the theme's surface. */
export const controlBox: CSSResult = css`
  min-block-size: 44px;
  padding-inline: calc(var(--_space) * 3);
  border: 1px solid var(--_color-border);
  border-radius: var(--_border-radius);
  background: var(--_color-surface);
  color: var(--_color-text);
`;

/** The frame of a summary element (order, subscription). */
export const summarySection: CSSResult = css`
  :host {
    display: block;
  }
  section {
    display: grid;
    gap: calc(var(--_space) * 3);
  }
  h2 {
    font-size: 1.125em;
  }
`;

/** The cashier's frame (<acq-cashier>, <acq-subscription-manage>): a block up to 32rem, its padded grid container. */
export const cashierFrame: CSSResult = css`
  :host {
    display: block;
    max-inline-size: 32rem;
    background: var(--_color-background);
    color: var(--_color-text);
  }
  .container {
    display: grid;
    gap: calc(var(--_space) * 5);
    padding: calc(var(--_space) * 5);
  }
  /* A theme not applied yet, or a view not here yet (theme-pending.ts): the screen holds its place unseen. */
  :host(:state(theme-pending)) {
    background: transparent;
  }
  :host(:state(theme-pending)) .container {
    visibility: hidden;
  }
`;

/** A plan's card (the subscription summary, the subscription page). */
export const planCard: CSSResult = css`
  .plan {
    display: grid;
    gap: var(--_space);
    padding: calc(var(--_space) * 3);
    border: 1px solid var(--_color-border);
    border-radius: var(--_border-radius);
    background: var(--_color-surface);
  }
`;
