import { css } from 'lit';
import { planCard, rows, summarySection, tokens } from '../shared/tokens.styles.js';

export const subscriptionSummaryStyles = [
  tokens,
  rows,
  summarySection,
  planCard,
  css`
    .plan h3 {
      font-size: 0.875em;
      font-weight: 400;
      color: var(--_color-text-secondary);
    }
    .plan .name {
      font-weight: 600;
    }
    .credit {
      color: var(--_color-success);
    }
  `,
];
