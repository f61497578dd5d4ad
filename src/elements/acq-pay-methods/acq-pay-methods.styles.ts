import { css } from '@lit/reactive-element/css-tag.js';
import { methodStyles } from '../shared/methods.styles.js';
import { tokens } from '../shared/tokens.styles.js';

export const payMethodsStyles = [
  tokens,
  methodStyles,
  css`
    :host {
      display: block;
    }
    .empty {
      color: var(--_color-text-secondary);
    }
  `,
];
