import { css } from '@lit/reactive-element/css-tag.js';
import { rows, summarySection, tokens } from '../shared/tokens.styles.js';

export const orderSummaryStyles = [
  tokens,
  rows,
  summarySection,
  css`
    .item {
      color: var(--_color-text);
    }
    .quantity,
    .item .note {
      color: var(--_color-text-secondary);
    }
    .item .note {
      display: block;
    }
    dt.total,
    dd.total {
      padding-block-start: var(--_space);
      font-size: 1.25em;
    }
    .note {
      color: var(--_color-text-secondary);
      font-size: 0.875em;
    }
  `,
];
