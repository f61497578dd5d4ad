import { css } from 'lit';

/** Frame mode's dialog: adopted by the cashier's shadow root when the post-pay code loads. */
export const afterPayStyles = css`
  dialog {
    /* As wide as the hosted page's own column: it then draws no card of its own inside this one. */
    inline-size: min(30rem, 100vw - 2rem);
    block-size: min(44rem, 100vh - 2rem);
    padding: 0;
    border: 1px solid var(--_color-border);
    border-radius: var(--_border-radius);
    background: var(--_color-background);
    /* The UA's dialog text is CanvasText: black on the night theme's dark background. */
    color: var(--_color-text);
  }
  dialog[open] {
    display: grid;
    grid-template-rows: auto 1fr;
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
  .dialog-bar {
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: var(--_space) calc(var(--_space) * 3);
    border-block-end: 1px solid var(--_color-border);
  }
  iframe {
    inline-size: 100%;
    block-size: 100%;
    border: 0;
  }
`;
