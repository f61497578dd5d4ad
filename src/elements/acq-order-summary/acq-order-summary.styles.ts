import { css } from 'lit';
import { rows, summarySection, tokens } from '../shared/tokens.styles.js';

export const orderSummaryStyles = [
  tokens,
  rows,
  summarySection,
  css`
    .description {
      color: var(--_color-text);
    }
    .note {
      color: var(--_color-text-secondary);
      font-size: 0.875em;
    }
  `,
];
