import { css } from 'lit';
import { rows, tokens } from '../shared/tokens.styles.js';

export const orderSummaryStyles = [
  tokens,
  rows,
  css`
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
    .description {
      color: var(--_color-text);
    }
    .note {
      color: var(--_color-text-secondary);
      font-size: 0.875em;
    }
  `,
];
