/**
 * Leaving the subscription page for the acquirer's page that updates the payment method,
 * by the element's `redirect-mode`, with the checkout's own pieces: the popup opened blank
 * inside the click (BlankPopup) and watched until it closes (PopupWatcher), the URL
 * checked against the view's webUrlHosts (checkWebUrl). Back
 * from it (the popup or the frame closed, the page shown again from the back-forward
 * cache) the page fetches its view again: `back()`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RedirectMode } from '../../core/redirect/redirect-mode.js';
import { checkWebUrl } from '../../core/redirect/web-url.js';
import { BlankPopup } from '../acq-cashier/blank-popup.js';
import { PopupWatcher } from '../acq-cashier/popup-watcher.js';

export interface LeaveHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
  requestUpdate(): void;
}

export interface LeaveHooks {
  /** Full-page navigation (the element's, so a test can observe it). */
  navigate(url: string): void;
  /** The shopper is back on this page: fetch the view again. */
  back(): void;
  /** About to leave for the checked `url`: false keeps the shopper here (`acq-redirect` prevented). */
  confirm(url: string, mode: RedirectMode): boolean;
}

export class ManageLeave {
  /** Frame mode's page, while its dialog is open. */
  frameUrl: string | null = null;
  private readonly popup = new BlankPopup();
  private readonly watcher = new PopupWatcher();

  constructor(
    private readonly host: LeaveHost,
    private readonly hooks: LeaveHooks,
  ) {}

  /** The popup window is open and watched. */
  get popupOpen(): boolean {
    return this.popup.window !== null && !this.popup.window.closed;
  }

  /** Inside the click's task: popup mode opens its window now, where browsers allow it. */
  begin(mode: RedirectMode, session: string): void {
    if (mode === 'popup') this.popup.open(session);
  }

  /** Sends the shopper to `url` if the view's hosts allow it (and the merchant lets it go); false (nothing opened) for a refused address. */
  go(mode: RedirectMode, url: string, hosts: readonly string[]): boolean {
    const checked = checkWebUrl(url, hosts);
    if (!checked.ok) {
      this.popup.close();
      return false;
    }
    // No resume record (the checkout's planRedirect saves one): back from this page there is no attempt to confirm, only a view to read.
    const href = checked.url.href;
    if (!this.hooks.confirm(href, mode)) {
      this.popup.close();
      return true;
    }
    if (mode === 'frame') {
      this.frameUrl = href;
      this.host.requestUpdate();
      void this.host.updateComplete.then(() => this.dialog()?.showModal());
    } else if (mode === 'popup' && this.popup.window && !this.popup.window.closed) {
      this.popup.window.location.href = href;
      this.watcher.watch(this.popup.window, () => {
        this.popup.window = null;
        this.hooks.back();
      });
    } else {
      // Redirect mode, or a blocked popup: the whole page goes; the merchant's return page loads a fresh view.
      this.hooks.navigate(href);
    }
    return true;
  }

  /** The link could not be had: close the blank popup. */
  abandon(): void {
    this.popup.close();
  }

  stop(): void {
    this.watcher.stop();
  }

  /** Frame mode's dialog (its styles: the checkout's after-pay.styles.ts). */
  renderFrame(title: string, closeLabel: string): TemplateResult | typeof nothing {
    if (!this.frameUrl) return nothing;
    return html`<dialog part="frame-dialog" aria-label=${title} @close=${this.onFrameClosed}>
      <div class="dialog-bar">
        <span>${title}</span>
        <button class="text-button" type="button" @click=${() => this.dialog()?.close()}>${closeLabel}</button>
      </div>
      <iframe src=${this.frameUrl} title=${title}></iframe>
    </dialog>`;
  }

  private dialog(): HTMLDialogElement | null {
    return this.host.renderRoot.querySelector<HTMLDialogElement>('dialog');
  }

  private onFrameClosed = (): void => {
    this.frameUrl = null;
    this.host.requestUpdate();
    this.hooks.back();
  };
}

/** The new session of a plan change in the checkout: `<acq-cashier>`'s own (switchSession), or one put in the page's place. */
export function showPlanChange(page: HTMLElement & { switchSession?: ((session: string) => void) | undefined }, session: string): void {
  if (page.switchSession) return page.switchSession(session);
  const cashier = document.createElement('acq-cashier');
  for (const name of ['endpoint', 'language', 'appearance', 'redirect-mode']) {
    const value = page.getAttribute(name);
    if (value !== null) cashier.setAttribute(name, value);
  }
  cashier.setAttribute('session', session);
  page.replaceWith(cashier);
}
