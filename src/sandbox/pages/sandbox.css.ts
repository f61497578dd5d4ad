/** The stylesheet of the hosted pages, served as a file so no inline style is needed. */
export const SANDBOX_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a2e; background: #f4f5f8; }
body { margin: 0; }
.sandbox-page { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
.merchant { display: flex; align-items: center; gap: .75rem; margin-bottom: 1rem; }
.merchant img { width: 40px; height: 40px; border-radius: 8px; object-fit: cover; }
.merchant-name { font-weight: 600; font-size: 1.1rem; margin: 0; }
.amount { font-size: 1.75rem; font-weight: 700; margin: .25rem 0; }
.description { color: #4a4a5e; margin: 0 0 1rem; }
.method { color: #4a4a5e; font-size: .9rem; }
.actions { display: flex; gap: .75rem; margin-top: 1.25rem; }
.actions button { flex: 1; padding: .75rem 1rem; font: inherit; font-weight: 600; border-radius: 8px; border: 1px solid #c8c8d4; background: #fff; color: #1a1a2e; cursor: pointer; }
.actions button.primary { background: #3045d8; border-color: #3045d8; color: #fff; }
.actions button:focus-visible { outline: 3px solid #93a0ff; outline-offset: 2px; }
.notice { padding: .75rem; border-radius: 8px; background: #fff4e5; color: #663c00; }
.cancel-link, .back-link { display: inline-flex; align-items: center; min-block-size: 44px; margin-top: .5rem; color: #3045d8; }
dl.details { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
dl.details dt { color: #4a4a5e; }
dl.details dd { margin: 0; }
/* A phone, or the cashier's frame-mode dialog: one surface, not a card inside the dialog's card. */
@media (max-width: 32rem) {
  :root { background: #fff; }
  .sandbox-page { margin: 0 auto; padding: 1rem; border-radius: 0; box-shadow: none; }
}
/* Test cards: a number never wraps (a label may, before its number). */
.test-cards { display: flex; flex-wrap: wrap; gap: .25rem 1rem; margin: .75rem 0 0; font-size: .85rem; color: #4a4a5e; }
.card-number { white-space: nowrap; font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
.sandbox-note { margin-top: 1.5rem; font-size: .8rem; color: #6a6a7e; text-align: center; }
`;
