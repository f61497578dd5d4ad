/** Styles of the method and saved-card options (shared by acq-pay-methods and acq-saved-cards). */
import { css } from '@lit/reactive-element/css-tag.js';

export const methodStyles = css`
  fieldset {
    display: grid;
    gap: calc(var(--_space) * 2);
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }
  legend,
  .group-label {
    padding: 0;
    margin-block-end: var(--_space);
    font-weight: 600;
  }
  .group-label {
    font-size: 0.875em;
    font-weight: 400;
    color: var(--_color-text-secondary);
  }
  .group {
    display: grid;
    gap: calc(var(--_space) * 1.5);
  }
  .option {
    display: grid;
  }
  label.method {
    flex: 1;
    display: flex;
    align-items: center;
    gap: calc(var(--_space) * 3);
    min-block-size: 44px;
    box-sizing: border-box;
    padding: calc(var(--_space) * 1.5) calc(var(--_space) * 3);
    border: 1px solid var(--_color-border);
    border-radius: var(--_border-radius);
    background: var(--_color-surface);
    cursor: pointer;
  }
  label.method:has(input:checked) {
    border-color: var(--_color-primary);
    box-shadow: 0 0 0 1px var(--_color-primary);
  }
  label.method:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.7;
  }
  label.method:has(input:focus-visible) {
    outline: 2px solid var(--_focus-ring-color);
    outline-offset: 2px;
  }
  /* Drawn from the theme: the UA's radio is a white disc on dark themes. */
  input[type='radio'] {
    appearance: none;
    display: grid;
    place-content: center;
    margin: 0;
    inline-size: 1.125em;
    block-size: 1.125em;
    /* Secondary text passes AA on the surface, so the ring meets 3:1 for controls. */
    border: 1.5px solid var(--_color-text-secondary);
    border-radius: 50%;
    background: var(--_color-surface);
  }
  input[type='radio']::before {
    content: '';
    inline-size: 0.55em;
    block-size: 0.55em;
    border-radius: 50%;
    background: var(--_color-primary);
    transform: scale(0);
  }
  input[type='radio']:checked {
    border-color: var(--_color-primary);
  }
  input[type='radio']:checked::before {
    transform: scale(1);
  }
  @media (forced-colors: active) {
    input[type='radio'] {
      appearance: auto;
    }
  }
  input[type='radio']:focus-visible {
    outline: none;
  }
  .text {
    display: flex;
    flex-wrap: wrap;
    column-gap: calc(var(--_space) * 2);
    align-items: baseline;
  }
  .sub {
    font-size: 0.875em;
    color: var(--_color-text-secondary);
  }
  .marks {
    display: flex;
    gap: var(--_space);
    margin-inline-start: auto;
  }
  .mark {
    display: block;
    flex: none;
  }
  .detail {
    margin: 0;
    padding: calc(var(--_space) * 2) calc(var(--_space) * 3) 0;
    font-size: 0.875em;
    color: var(--_color-text-secondary);
  }
  /* Tabs: the options as a row of tiles, the chosen one's details below the row. */
  .tabs {
    grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
  }
  .tabs label.method {
    flex-wrap: wrap;
    align-content: center;
  }
  .tabs .marks {
    margin-inline-start: 0;
  }
  @media (forced-colors: active) {
    label.method:has(input:checked) {
      border: 2px solid Highlight;
    }
    label.method:has(input:focus-visible) {
      outline-color: Highlight;
    }
  }
`;
