/**
 * "Cancel payment" asks first: a tap on it (next to Pay, easily hit by accident) no longer
 * ends the session at once. The pay screen's button row gives way to "Cancel this
 * payment?" with two buttons: "Continue payment" (focused; Escape does the same) goes back
 * to the pay screen with focus on "Cancel payment" and the chosen method as it was; "Cancel
 * payment" runs the cancel (session-acts.ts) unchanged. A double click's or double tap's
 * second click, on the buttons that took the first one's place, answers nothing. The live
 * region says the question (SessionController.announce). Session code only (the pay
 * screen takes the row as its `actions`): the question's template, logic and English add
 * nothing to the first screen.
 */
import { html, type ReactiveController, type TemplateResult } from 'lit';
import type { FlowState } from '../../core/flow/index.js';
import { cancel } from './session-acts.js';
import type { SessionPort } from './session-port.js';

export class CancelConfirm implements ReactiveController {
  /** The question is on screen (while the flow is ready). */
  private asking = false;

  constructor(private readonly run: SessionPort) {
    run.host.addController(this);
  }

  /** The question goes with the pay screen: a result, an expiry or a new session ends it. */
  hostUpdated(): void {
    if (this.run.state.name !== 'ready') this.asking = false;
  }

  /** "Cancel payment" tapped: the question, focus on its way back. */
  ask(): void {
    if (this.run.state.name !== 'ready' || this.asking) return;
    this.asking = true;
    this.focusPart('keep-button');
  }

  /** The row in place of Pay and Cancel while the question is asked, else undefined. */
  render(flow: FlowState): TemplateResult | undefined {
    if (!this.asking || flow.name !== 'ready') return undefined;
    const t = this.run.l10n;
    // A group named by its question, so that a screen reader moving into it hears what its buttons answer.
    return html`<div class="actions" role="group" aria-labelledby="cancel-question" @keydown=${this.onKeydown}>
      <p id="cancel-question" part="cancel-question">${t.t('cashier.cancelQuestion')}</p>
      <button class="button block" part="keep-button" type="button" @click=${this.onKeep}>${t.t('cashier.continuePayment')}</button>
      <button class="text-button" part="confirm-cancel-button" type="button" @click=${this.confirm}>${t.t('cashier.cancel')}</button>
    </div>`;
  }

  /** What the live region says while the question is asked, else undefined. */
  announcement(flow: FlowState): string | undefined {
    return this.asking && flow.name === 'ready' ? this.run.l10n.t('cashier.cancelQuestion') : undefined;
  }

  /** Back to the pay screen as it was, focus on "Cancel payment". */
  private keep(): void {
    if (!this.asking) return;
    this.asking = false;
    this.focusPart('cancel-button');
  }

  /**
   * The question takes the place of the button that asked it: the second click of a double
   * click or double tap on "Cancel payment" (detail 2, one burst of clicks) lands on one of
   * its buttons, and is no answer.
   */
  private readonly onKeep = (event: MouseEvent): void => {
    if (event.detail <= 1) this.keep();
  };

  /** The cancel, once. */
  private readonly confirm = (event: MouseEvent): void => {
    if (!this.asking || event.detail > 1) return;
    this.asking = false;
    this.run.host.requestUpdate();
    cancel(this.run);
  };

  private readonly onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    // The cashier's own: not also a dialog around it that the page closes on Escape.
    event.preventDefault();
    event.stopPropagation();
    this.keep();
  };

  /** Focus on a part of the screen about to render. */
  private focusPart(part: string): void {
    const { host } = this.run;
    host.requestUpdate();
    void host.updateComplete.then(() => host.renderRoot.querySelector<HTMLElement>(`[part=${part}]`)?.focus());
  }
}
