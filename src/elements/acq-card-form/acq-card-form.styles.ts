import { css, type CSSResult } from 'lit';
import { buttons, controlBox, tokens } from '../shared/tokens.styles.js';

/** A floating panel (the CVC tip), placed by floating-ui. */
const floatingPanel: CSSResult = css`
  position: fixed;
  z-index: 10;
  padding: calc(var(--_space) * 2) calc(var(--_space) * 3);
  border: 1px solid var(--_color-border);
  border-radius: var(--_border-radius);
  background: var(--_color-surface);
  color: var(--_color-text);
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.15);
  font-size: 0.875em;
`;

export const cardFormStyles = [
  tokens,
  buttons,
  css`
    :host {
      display: block;
      max-inline-size: 28rem;
      background: var(--_color-background);
    }
    form {
      display: grid;
      gap: calc(var(--_space) * 4);
      padding: calc(var(--_space) * 5);
    }
    .header {
      display: flex;
      align-items: center;
      gap: calc(var(--_space) * 3);
      font-weight: 600;
    }
    .header img {
      inline-size: 40px;
      block-size: 40px;
      object-fit: contain;
    }
    h1 {
      margin: 0;
      font-size: 1.25em;
    }
    .row {
      display: grid;
      grid-template-columns: 1fr 1fr;
      column-gap: calc(var(--_space) * 3);
      row-gap: var(--_space);
    }
    .field {
      display: grid;
      gap: var(--_space);
      align-content: start;
      /* Grid items default to their content's width; let inputs shrink to the column. */
      min-inline-size: 0;
    }
    /* What follows an input (brand marks, help, error): one block, so a field is label, input, below. */
    .below {
      display: contents;
    }
    /*
     * Expiry and security code side by side share the row's tracks (subgrid): the labels
     * one row, the inputs the next. A label that wraps in a narrow column or a long
     * language ("Expiry date (MM/YY)" at 390 px) moves both inputs alike, never one.
     */
    .row > .field {
      grid-row: span 3;
      grid-template-rows: subgrid;
    }
    .row > .field > label {
      align-self: end;
    }
    .row .below {
      display: grid;
      gap: inherit;
      align-content: start;
    }
    label {
      font-weight: 600;
      font-size: 0.875em;
    }
    input {
      ${controlBox}
      inline-size: 100%;
      min-inline-size: 0;
    }
    input.ltr {
      direction: ltr;
      text-align: start;
    }
    :host([dir='rtl']) input.ltr {
      text-align: end;
    }
    input[aria-invalid='true'] {
      border-color: var(--_color-danger);
    }
    input:focus-visible {
      outline: 2px solid var(--_focus-ring-color);
      outline-offset: 1px;
    }
    .error,
    .form-error {
      color: var(--_color-danger);
      font-size: 0.875em;
    }
    .brands {
      display: flex;
      gap: var(--_space);
    }
    .brands .off {
      opacity: 0.3;
    }
    .hint,
    .secure,
    .brand {
      color: var(--_color-text-secondary);
      font-size: 0.875em;
    }
    .cvc-help {
      justify-self: start;
      /* A 44 px target (WCAG 2.5.5) for a line of small text. */
      min-block-size: 44px;
      padding: 0;
      border: 0;
      background: none;
      color: var(--_color-primary);
      font-size: 0.875em;
      text-decoration: underline;
      cursor: pointer;
    }
    .tip {
      ${floatingPanel}
      max-inline-size: 16rem;
    }
    /* Layout "inputs": "condensed": half the gaps. */
    .inputs-condensed {
      gap: calc(var(--_space) * 2);
    }
    .inputs-condensed .row {
      column-gap: calc(var(--_space) * 1.5);
      row-gap: calc(var(--_space) / 2);
    }
    .inputs-condensed .field {
      gap: calc(var(--_space) / 2);
    }
    /* Layout "labels": "floating": the label sits in the empty field and moves up, smaller, once it is focused or filled. */
    .labels-floating .field {
      position: relative;
    }
    /* The label floats out of the flow: a paired field is input and below. */
    .labels-floating .row > .field {
      grid-row: span 2;
    }
    .labels-floating label {
      position: absolute;
      inset-block-start: 6px;
      inset-inline-start: calc(var(--_space) * 3 + 1px);
      color: var(--_color-text-secondary);
      font-size: 0.75em;
      line-height: 1.2;
      max-inline-size: calc(100% - var(--_space) * 6 - 2px);
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
      pointer-events: none;
      transition: inset-block-start 120ms ease, font-size 120ms ease;
    }
    .labels-floating input {
      min-block-size: 3.25em;
      padding-block-start: 1.1em;
    }
    .labels-floating .field:has(input:placeholder-shown:not(:focus)) label {
      inset-block-start: calc(1.625em - 0.6em);
      font-size: 1em;
      font-weight: 400;
    }
    .labels-floating input:placeholder-shown:not(:focus)::placeholder {
      color: transparent;
    }
    @media (forced-colors: active) {
      input[aria-invalid='true'] {
        border: 2px solid CanvasText;
      }
    }
  `,
];
