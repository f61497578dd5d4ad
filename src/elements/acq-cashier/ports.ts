/**
 * What the post-pay controller (after-pay.ts, a lazy chunk) needs from `<acq-cashier>`,
 * declared here so that the controller imports no element class: the element implements
 * CashierHost with its public face and hands a CashierPort for the rest.
 */
import type { FlowEvent, FlowState } from '../../core/flow/index.js';
import type { ProxyClient } from '../../client/proxy-client.js';
import type { EventSourceFactory } from '../../client/watch-status.js';
import type { Strings } from '../shared/i18n-bridge.js';
import type { LocalizeController } from '../shared/localize-controller.js';

/** The element's public face the controller reads and renders into. */
export interface CashierHost extends EventTarget {
  readonly session?: string | undefined;
  readonly endpoint?: string | undefined;
  readonly state: FlowState;
  readonly redirectMode: string;
  readonly redirectDelay: number;
  readonly strings?: Strings | undefined;
  readonly eventSourceFactory?: EventSourceFactory | null | undefined;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly isConnected: boolean;
  readonly updateComplete: Promise<boolean>;
  requestUpdate(): void;
}

/** What the controller reaches of its element beyond the element's public API. */
export interface CashierPort {
  readonly l10n: LocalizeController;
  /** The window popup mode opens inside the Pay click (the element's, shared with it). */
  readonly popup: { window: Window | null };
  client(): ProxyClient | null;
  /** The current run's signal (aborted when the element stops or reloads). */
  signal(): AbortSignal | undefined;
  send(event: FlowEvent): void;
  closeBlankPopup(): void;
  navigateTo(url: string): void;
  /** Runs `announce` once `acq-ready` has gone out (at once if it has): no result event before it. */
  afterReady(announce: () => void): void;
}
