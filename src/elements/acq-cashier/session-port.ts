/**
 * The session controller as its helpers see it (the shopper's acts, the post-pay code and
 * the frame dialog): declared here, apart from session-controller.ts, so that they depend on
 * this shape and the controller on them, never both ways. SessionController implements it.
 */
import type { FlowEvent, FlowState } from '../../core/flow/index.js';
import type { ProxyClient } from '../../client/proxy-client.js';
import type { LocalizeController } from '../shared/localize-controller.js';
import type { BlankPopup } from './blank-popup.js';
import type { CashierHost } from './host.js';

export interface SessionPort {
  readonly host: CashierHost;
  readonly l10n: LocalizeController;
  /** The flow state the element renders. */
  readonly state: FlowState;
  readonly client: ProxyClient | null;
  /** Popup mode's window, opened inside the Pay click. */
  readonly popup: BlankPopup;
  /** The post-pay code, once loaded: it takes the shopper to the acquirer's page. */
  readonly afterPay: { readonly controller?: { leave(webUrl: string): void } | undefined };
  /** The run's abort signal (undefined between runs). */
  readonly signal: AbortSignal | undefined;
  send(event: FlowEvent): void;
  sendWhenReady(event: FlowEvent, signal: AbortSignal | undefined): Promise<void>;
  /** Runs `announce` once acq-ready has gone out in this run. */
  afterReady(announce: () => void): void;
  closeBlankPopup(): void;
  /** Resolves true when a payment may go ahead (no embedded view, or the proxy confirmed it). */
  verified(): Promise<boolean>;
}
