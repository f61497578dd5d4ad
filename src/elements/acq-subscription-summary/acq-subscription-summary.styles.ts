import { css } from 'lit';
import { rows, summarySection, tokens } from '../shared/tokens.styles.js';

export const subscriptionSummaryStyles = [
  tokens,
  rows,
  summarySection,
  css`
    .plan {
      display: grid;
      gap: var(--_space);
      padding: calc(var(--_space) * 3);
      border: 1px solid var(--_color-border);
      border-radius: var(--_border-radius);
      background: var(--_color-surface);
    }
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
