/**
 * The one interface between `<acq-cashier>` and its SessionController: the element as the
 * controller (and its post-pay half, after-pay.ts) sees it, declared here so that neither
 * imports the element class. The element renders; the controller reads these attributes,
 * asks for renders and dispatches the element's events.
 */
import type { ReactiveControllerHost } from 'lit';
import type { CashierView } from '../../core/api/cashier.js';
import type { ManageView } from '../../core/api/manage-view.js';
import type { RedirectMode } from '../../core/redirect/redirect-mode.js';
import type { FetchLike } from '../../client/proxy-client.js';
import type { EventSourceFactory } from '../../client/watch-status.js';
import type { Strings } from '../shared/i18n-bridge.js';

export interface CashierHost extends ReactiveControllerHost, HTMLElement {
  readonly session?: string | undefined;
  readonly endpoint?: string | undefined;
  /** The element's language: the view's first-screen strings come formatted for it. */
  readonly language?: string | undefined;
  readonly appearance?: string | undefined;
  /** A view the merchant's server embedded (else a `<script type="application/json">` child may hold one). */
  readonly view?: CashierView | ManageView | undefined;
  readonly redirectMode: RedirectMode;
  readonly redirectDelay: number;
  readonly strings?: Strings | undefined;
  readonly fetchImpl?: FetchLike | undefined;
  readonly eventSourceFactory?: EventSourceFactory | null | undefined;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly hasUpdated: boolean;
  /** Full-page navigation (the element's, so that a test can observe it). */
  navigateTo(url: string): void;
  /** The session's theme is on the host now, or cannot be (shared/theme-pending.ts). */
  themeApplied?(): void;
}
