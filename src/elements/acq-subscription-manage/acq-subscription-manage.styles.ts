import { css } from 'lit';
import { afterPayStyles } from '../acq-cashier/after-pay.styles.js';
import { buttons, cashierFrame, planCard, rows, tokens } from '../shared/tokens.styles.js';

export const manageStyles = [
  tokens,
  buttons,
  rows,
  afterPayStyles,
  cashierFrame,
  planCard,
  css`
    section {
      display: grid;
      gap: calc(var(--_space) * 3);
    }
    h2 {
      font-size: 1.125em;
    }
    h3 {
      font-size: 1em;
    }
    .brand {
      font-weight: 600;
      overflow-wrap: anywhere;
    }
    .name {
      font-weight: 600;
    }
    .notice {
      padding: calc(var(--_space) * 3);
      border: 1px solid var(--_color-danger);
      border-radius: var(--_border-radius);
      color: var(--_color-danger);
    }
    .notice.done {
      border-color: var(--_color-border);
      color: var(--_color-text);
    }
    table {
      inline-size: 100%;
      border-collapse: collapse;
      font-variant-numeric: tabular-nums;
    }
    th,
    td {
      padding-block: var(--_space);
      text-align: start;
      border-block-end: 1px solid var(--_color-border);
    }
    th {
      font-weight: 400;
      color: var(--_color-text-secondary);
    }
    .failed {
      color: var(--_color-danger);
    }
    .actions {
      display: grid;
      gap: calc(var(--_space) * 2);
    }
    .choices {
      display: grid;
      gap: calc(var(--_space) * 2);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .choice {
      display: flex;
      justify-content: space-between;
      gap: calc(var(--_space) * 2);
      inline-size: 100%;
      min-block-size: 44px;
      padding: calc(var(--_space) * 3);
      border: 1px solid var(--_color-border);
      border-radius: var(--_border-radius);
      background: var(--_color-surface);
      color: var(--_color-text);
      text-align: start;
      cursor: pointer;
    }
    .choice:disabled {
      cursor: progress;
    }
    .choice {
      flex-wrap: wrap;
    }
    /* A plan's trial and number of payments: a line of their own under its name and price. */
    .choice .terms {
      display: flex;
      flex-basis: 100%;
      flex-wrap: wrap;
      column-gap: calc(var(--_space) * 3);
      color: var(--_color-text-secondary);
      font-size: 0.875em;
    }
    .text-button {
      min-block-size: 44px;
      padding-inline: calc(var(--_space) * 3);
      border: 0;
      background: transparent;
      color: var(--_color-text-secondary);
      text-decoration: underline;
      cursor: pointer;
    }
    .button.danger {
      border-color: var(--_color-danger);
      background: transparent;
      color: var(--_color-danger);
    }
    @media (forced-colors: active) {
      .notice,
      .choice {
        border-color: CanvasText;
      }
    }
  `,
];
