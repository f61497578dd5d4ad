/**
 * Frame mode's one modal surface: the acquirer's page in a native <dialog> opened with
 * showModal() (focus stays inside, Escape closes it), outside the cashier's box. Closing it
 * unpaid (Escape, Close) tells the flow; the element then puts focus back on Pay.
 */
import { nothing, type TemplateResult } from 'lit';
import { frameDialog } from './after-pay-templates.js';
import type { SessionPort } from './session-port.js';

export class FrameDialog {
  private url: string | null = null;

  constructor(private readonly run: SessionPort) {}

  async open(url: string): Promise<void> {
    this.url = url;
    this.run.host.requestUpdate();
    await this.run.host.updateComplete;
    const dialog = this.dialog();
    if (dialog && !dialog.open) dialog.showModal();
  }

  close(): void {
    if (!this.url) return;
    this.url = null;
    this.run.host.requestUpdate();
    const dialog = this.dialog();
    if (dialog?.open) dialog.close();
  }

  render(): TemplateResult | typeof nothing {
    if (!this.url) return nothing;
    return frameDialog(this.run.l10n, this.url, this.onClosed, () => this.close());
  }

  private dialog(): HTMLDialogElement | null {
    return this.run.host.renderRoot.querySelector<HTMLDialogElement>('dialog');
  }

  private onClosed = (): void => {
    if (this.run.state.name === 'redirecting') this.run.send({ type: 'REDIRECT_CANCELLED' });
    this.url = null;
    this.run.host.requestUpdate();
  };
}
