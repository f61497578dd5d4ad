import { css } from 'lit';

/**
 * The menu's trigger button. Shared with `<acq-cashier>`, whose header shows the same
 * button while the lazily loaded menu element is not defined yet: no visible change when it upgrades.
 */
export const languageTrigger = css`
  .trigger {
    min-block-size: 44px;
    padding-inline: calc(var(--_space) * 3);
    border: 1px solid var(--_color-border);
    border-radius: var(--_border-radius);
    background: var(--_color-surface);
    color: var(--_color-text);
    cursor: pointer;
  }
`;
