/**
 * The element's link to its post-pay half (after-pay.ts, a lazy chunk: nothing of it is
 * needed for the first screen): loads it once per page and creates its controller, which
 * reaches the element only through CashierHost and CashierPort.
 */
import type { FlowState } from '../../core/flow/index.js';
import { lazyModule } from '../../core/lazy-module.js';
import type { AfterPayController } from './after-pay.js';
import type { CashierHost, CashierPort } from './ports.js';

const loadAfterPayModule = lazyModule(() => import('./after-pay.js'));

/** The states the first render never shows: they render from (or act through) after-pay.ts. */
export function needsAfterPay(state: FlowState): boolean {
  return state.name !== 'loading' && state.name !== 'ready' && state.name !== 'submitting';
}

export class AfterPayLink {
  /** The post-pay controller, once after-pay.ts has loaded. */
  controller: AfterPayController | undefined;

  constructor(
    private readonly host: CashierHost,
    private readonly port: () => CashierPort,
  ) {}

  /** The controller, created once after-pay.ts has loaded. */
  async load(): Promise<AfterPayController> {
    const module = await loadAfterPayModule();
    return (this.controller ??= new module.AfterPayController(this.host, this.port()));
  }

  /** The return page: a stored record for this session and endpoint resumes its attempt. */
  async resume(signal: AbortSignal): Promise<void> {
    const controller = await this.load().catch(() => undefined);
    if (!signal.aborted) controller?.resume();
  }
}
