/**
 * The session controller's link to its post-pay half (after-pay.ts, a lazy chunk: nothing
 * of it is needed for the first screen): loads it once per page and creates its
 * controller, which acts through the SessionController.
 */
import type { FlowState } from '../../core/flow/index.js';
import type { AfterPayController } from './after-pay.js';
import { loadAfterPayModule } from './after-pay-module.js';
import type { SessionPort } from './session-port.js';

/** The states the first render never shows: they render from (or act through) after-pay.ts. */
export function needsAfterPay(state: FlowState): boolean {
  return state.name !== 'loading' && state.name !== 'ready' && state.name !== 'submitting';
}

export class AfterPayLink {
  /** The post-pay controller, once after-pay.ts has loaded. */
  controller: AfterPayController | undefined;

  constructor(private readonly run: SessionPort) {}

  /** The controller, created once after-pay.ts has loaded. */
  async load(): Promise<AfterPayController> {
    const module = await loadAfterPayModule();
    return (this.controller ??= new module.AfterPayController(this.run));
  }

  /** The return page: a stored record for this session and endpoint resumes its attempt. */
  async resume(signal: AbortSignal): Promise<void> {
    const controller = await this.load().catch(() => undefined);
    if (!signal.aborted) controller?.resume();
  }
}
