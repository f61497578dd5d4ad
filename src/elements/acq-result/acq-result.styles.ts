import { css } from 'lit';
import { buttons, tokens } from '../shared/tokens.styles.js';

export const resultStyles = [
  tokens,
  buttons,
  css`
    :host {
      display: block;
    }
    section {
      display: grid;
      justify-items: center;
      gap: calc(var(--_space) * 3);
      padding-block: calc(var(--_space) * 4);
      text-align: center;
    }
    .icon {
      display: grid;
      place-items: center;
      inline-size: 3rem;
      block-size: 3rem;
      border-radius: 50%;
      border: 2px solid currentColor;
      font-size: 1.5em;
      font-weight: 700;
      color: var(--_color-danger);
    }
    :host([status='succeeded']) .icon {
      color: var(--_color-success);
    }
    :host([status='cancelled']) .icon,
    :host([status='expired']) .icon {
      color: var(--_color-text-secondary);
    }
    h2 {
      font-size: 1.25em;
    }
    /* The heading takes focus only so that screen readers start at the outcome; it is
       not operable, so a focus ring around it would look like a bug to shoppers. */
    h2:focus {
      outline: none;
    }
    .reason {
      color: var(--_color-danger);
    }
    .muted {
      color: var(--_color-text-secondary);
      font-size: 0.875em;
    }
    .receipt {
      display: grid;
      grid-template-columns: auto auto;
      gap: var(--_space) calc(var(--_space) * 4);
      margin: 0;
      text-align: start;
    }
    .receipt dt {
      color: var(--_color-text-secondary);
    }
    .receipt dd {
      margin: 0;
      text-align: end;
    }
    summary {
      /* A 44 px target (WCAG 2.5.5) around one line of text, whatever the font size. */
      padding-block: max(0px, calc((44px - 1lh) / 2));
      cursor: pointer;
    }
    .actions {
      display: grid;
      gap: calc(var(--_space) * 2);
      inline-size: 100%;
    }
  `,
];
