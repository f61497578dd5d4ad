import { css } from 'lit';
import { buttons, controlBox, floatingPanel, tokens } from '../shared/tokens.styles.js';

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
      gap: calc(var(--_space) * 3);
    }
    .field {
      display: grid;
      gap: var(--_space);
      align-content: start;
      /* Grid items default to their content's width; let inputs shrink to the column. */
      min-inline-size: 0;
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
    @media (forced-colors: active) {
      input[aria-invalid='true'] {
        border: 2px solid CanvasText;
      }
    }
  `,
];
