/**
 * The shopper's acts on the pay screen, through the SessionController's public members
 * (as after-pay.ts acts): Pay and Cancel call the proxy and feed its answer to the flow.
 */
import { payRequestOf } from '../../core/flow/methods.js';
import { pickedLanguage } from '../../client/picked-language.js';
import { flowErrorOf } from './flow-error.js';
import { focusMethods } from './focus.js';
import type { SessionPort } from './session-port.js';

/**
 * Synchronous up to the pay call: the state leaves `ready` in this very click, so any
 * further click finds it `submitting` and does nothing; popup mode opens its window
 * here, inside the click's own task, where browsers allow it.
 */
export function pay(run: SessionPort): void {
  const { host } = run;
  const flow = run.state;
  if (flow.name !== 'ready') return;
  // No method picked: show the choice (a session no method serves has Pay disabled: no-pay-method.ts).
  if (!flow.method) {
    focusMethods(host.renderRoot);
    return;
  }
  const method = flow.method;
  if (host.redirectMode === 'popup') run.popup.open(host.session ?? '');
  run.send({ type: 'PAY', method });
  const paying = run.state;
  if (paying.name !== 'submitting') return;
  const { signal, client } = run;
  run
    .verified()
    // The language picked in the menu goes to the acquirer's page too (header-controller.ts keeps it per session).
    .then((verified) => (verified ? client!.pay(host.session!, payRequestOf(method, paying.attempt, pickedLanguage(host.session!)), signal) : Promise.reject(new Error('stale view'))))
    .then(async (snapshot) => {
      await run.sendWhenReady({ type: 'PAY_ACCEPTED', snapshot }, signal);
      if (signal?.aborted) return;
      const now = run.state;
      if (now.name === 'redirecting' && now.mode === undefined) run.afterPay.controller?.leave(now.webUrl);
      else run.closeBlankPopup();
    })
    .catch((error: unknown) => {
      if (signal?.aborted) return;
      run.closeBlankPopup();
      void run.sendWhenReady({ type: 'PAY_FAILED', error: flowErrorOf(error) }, signal);
    });
}

export function cancel(run: SessionPort): void {
  if (run.state.name !== 'ready') return;
  run.send({ type: 'CANCEL_REQUESTED' });
  const { signal, client } = run;
  client!
    .cancel(run.host.session!, signal)
    .then((snapshot) => run.sendWhenReady({ type: 'PAY_ACCEPTED', snapshot }, signal))
    .catch((error: unknown) => run.sendWhenReady({ type: 'PAY_FAILED', error: flowErrorOf(error) }, signal));
}
