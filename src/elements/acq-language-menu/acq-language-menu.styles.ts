import { css } from 'lit';
import { tokens } from '../shared/tokens.styles.js';
import { languageTrigger } from './language-trigger.styles.js';

export const languageMenuStyles = [
  tokens,
  languageTrigger,
  css`
    :host {
      display: inline-block;
    }
    [role='menu'] {
      position: fixed;
      z-index: 20;
      display: grid;
      max-block-size: 20rem;
      overflow-y: auto;
      padding: var(--_space);
      border: 1px solid var(--_color-border);
      border-radius: var(--_border-radius);
      background: var(--_color-surface);
      box-shadow: 0 4px 16px rgb(0 0 0 / 0.15);
    }
    [role='menuitemradio'] {
      min-block-size: 44px;
      padding: calc(var(--_space) * 2) calc(var(--_space) * 3);
      border: 0;
      border-radius: calc(var(--_border-radius) / 2);
      background: transparent;
      color: var(--_color-text);
      text-align: start;
      cursor: pointer;
    }
    [role='menuitemradio'][aria-checked='true'] {
      font-weight: 700;
      color: var(--_color-primary);
    }
    [role='menuitemradio']:hover {
      background: var(--_color-background);
    }
    @media (forced-colors: active) {
      [role='menuitemradio'][aria-checked='true'] {
        outline: 1px solid Highlight;
      }
    }
  `,
];
