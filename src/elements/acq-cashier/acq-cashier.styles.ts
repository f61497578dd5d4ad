import { css } from '@lit/reactive-element/css-tag.js';
import { languageTrigger } from '../acq-language-menu/language-trigger.styles.js';
import { buttons, cashierFrame, tokens } from '../shared/tokens.styles.js';

export const cashierStyles = [
  tokens,
  buttons,
  languageTrigger,
  cashierFrame,
  css`
    .container {
      container-type: inline-size;
    }
    .header {
      display: flex;
      align-items: center;
      gap: calc(var(--_space) * 3);
    }
    /* The logo box is reserved at 40×40 before the image loads: no layout shift. */
    .logo {
      flex: none;
      inline-size: 40px;
      block-size: 40px;
      border-radius: calc(var(--_border-radius) / 2);
      overflow: hidden;
    }
    .logo img {
      display: block;
      inline-size: 100%;
      block-size: 100%;
      object-fit: contain;
    }
    .initial {
      display: grid;
      place-items: center;
      inline-size: 100%;
      block-size: 100%;
      background: var(--_color-primary);
      color: var(--_color-primary-text);
      font-weight: 700;
    }
    .name {
      flex: 1;
      font-weight: 600;
      overflow-wrap: anywhere;
    }
    /* 1200×630, the recommended product image, kept as an aspect box while it loads. */
    .product {
      display: grid;
      place-items: center;
      aspect-ratio: 1200 / 630;
      inline-size: 100%;
      border-radius: var(--_border-radius);
      background: var(--_color-surface);
      overflow: hidden;
      color: var(--_color-text-secondary);
      font-weight: 600;
    }
    .product img {
      inline-size: 100%;
      block-size: 100%;
      object-fit: cover;
    }
    .notice {
      padding: calc(var(--_space) * 3);
      border: 1px solid var(--_color-danger);
      border-radius: var(--_border-radius);
      color: var(--_color-danger);
    }
    /* A note, not an error (back from the payment page unpaid): the text's own colour. */
    .notice.info {
      border-color: var(--_color-border);
      background: var(--_color-surface);
      color: var(--_color-text);
    }
    .actions {
      display: grid;
      gap: calc(var(--_space) * 2);
      justify-items: center;
    }
    /* Pay with no method to pay by (pay-screen.ts): unavailable, not busy. */
    .actions .button:disabled:not([aria-busy='true']) {
      opacity: 0.5;
      cursor: not-allowed;
    }
    .then {
      margin: 0;
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
    .waiting {
      display: grid;
      justify-items: center;
      gap: calc(var(--_space) * 3);
      padding-block: calc(var(--_space) * 6);
      text-align: center;
    }
    /* Summary, methods, buttons of the default order (see skeleton.ts). */
    .skeleton {
      display: grid;
      grid-template-rows: 101px 322px 96px;
      gap: inherit;
    }
    /* A narrow cashier wraps an item's name on two lines. */
    @container (max-width: 20rem) {
      .skeleton {
        grid-template-rows: 125px 322px 96px;
      }
    }
    /* A view due any moment (skeleton.ts, reservedScreen): the loading screen's place, unseen
       (theme-pending hides it too, where a browser has custom states). */
    .reserved {
      visibility: hidden;
    }
    .header-space {
      min-block-size: 44px;
    }
    /* Busy, the view not here: its language is not known yet, so the language trigger
       keeps its place but shows no word (it would say English to every shopper). */
    [aria-busy='true'] .trigger {
      visibility: hidden;
    }
    /* A tint of the text on the surface: in the default theme the surface is the page's white. */
    .skeleton i {
      border-radius: var(--_border-radius);
      background: var(--_color-surface);
      background: color-mix(in srgb, var(--_color-text) 7%, var(--_color-surface));
    }
    .spinner {
      inline-size: 2rem;
      block-size: 2rem;
      border: 3px solid var(--_color-border);
      border-block-start-color: var(--_color-primary);
      border-radius: 50%;
      animation: spin 0.9s linear infinite;
    }
    @keyframes spin {
      to {
        transform: rotate(1turn);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .spinner {
        animation: none;
        border-color: var(--_color-primary);
      }
    }
    @media (forced-colors: active) {
      .notice {
        border-color: CanvasText;
      }
      .spinner {
        border-color: CanvasText;
        border-block-start-color: Highlight;
      }
    }
  `,
];
