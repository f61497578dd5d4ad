/** Where keyboard focus goes once a screen of the cashier has rendered. */
import { isFinal, RETURNED_UNPAID, type FlowState } from '../../core/flow/index.js';
import type { AcqResult } from '../acq-result/acq-result.js';

type Root = HTMLElement | DocumentFragment;

/** The chosen method's radio (else the first), once the methods have rendered. */
export function focusMethods(root: Root): void {
  const methods = root.querySelector('acq-pay-methods');
  void methods?.updateComplete.then(() => {
    const radio =
      methods.shadowRoot?.querySelector<HTMLElement>('input:checked') ?? methods.shadowRoot?.querySelector<HTMLElement>('input');
    radio?.focus();
  });
}

/**
 * After a move from `previous` to `now` has rendered: the result's heading on a final or
 * error screen; the methods when a payment failed or was refused; the Pay button that
 * opened a frame dialog or popup that closed unpaid, or on the page the shopper came back
 * to unpaid from the acquirer's; "Show the payment window" once a popup has opened (the
 * Pay button it replaced had focus, which would fall to the page's top).
 */
export function focusAfterRender(root: Root, now: FlowState, previous: FlowState | undefined, rendered: Promise<unknown>): void {
  const result = root.querySelector<AcqResult>('acq-result');
  if (result && (isFinal(now) || now.name === 'error')) void result.focusHeading();
  if (now.name === 'ready' && previous && (previous.name === 'failed' || previous.name === 'submitting')) {
    void rendered.then(() => focusMethods(root));
  }
  const backUnpaid = now.name === 'ready' && previous?.name !== 'ready' && now.notice?.code === RETURNED_UNPAID.code;
  if (now.name === 'ready' && (previous?.name === 'redirecting' || backUnpaid)) {
    void rendered.then(() => root.querySelector<HTMLElement>('[part=pay-button]')?.focus());
  }
  if (now.name === 'redirecting' && now.mode === 'popup') {
    void rendered.then(() => root.querySelector<HTMLElement>('[part=waiting] button')?.focus());
  }
}
