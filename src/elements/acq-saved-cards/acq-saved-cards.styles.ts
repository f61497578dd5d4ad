import { css } from 'lit';
import { methodStyles } from '../shared/methods.styles.js';
import { tokens } from '../shared/tokens.styles.js';

export const savedCardsStyles = [
  tokens,
  methodStyles,
  css`
    :host {
      display: block;
    }
  `,
];
