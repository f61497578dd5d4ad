import { css } from '@lit/reactive-element/css-tag.js';
import { controlBox } from '../shared/tokens.styles.js';

/**
 * The menu's trigger button. Shared with `<acq-cashier>`, whose header shows the same
 * button while the lazily loaded menu element is not defined yet: no visible change when it upgrades.
 */
export const languageTrigger = css`
  .trigger {
    ${controlBox}
    cursor: pointer;
  }
`;
