/**
 * `acq-cashier/react`: `<AcqCashier>` for React 18 and 19, made with @lit/react.
 *
 * **Requires `react` and `@lit/react`** (`npm install react @lit/react`): both are
 * optional peer dependencies of acq-cashier, because only this entry needs them; without
 * `@lit/react` the build (or Node) stops on an import of it that it cannot resolve.
 *
 * Props are set as element properties (`session`, `endpoint`, `language`, `appearance`,
 * `redirectMode: 'redirect' | 'popup' | 'frame'`, `methodLayout: 'accordion' | 'tabs'`,
 * `strings`, …) and each `on…` prop listens to one `acq-*` event with its typed detail. Importing this module defines the elements (as `import 'acq-cashier'`
 * does) and touches no window or document, so server rendering may import it: the
 * server renders the bare tag, the browser upgrades it.
 *
 *   <AcqCashier session={id} endpoint="/cashier" onSuccess={(e) => e.detail.snapshot} />
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { AcqCashier as AcqCashierElement, type AcqEventMap } from '../all-elements.js';

/** A typed event name for @lit/react: the listener gets AcqEventMap[K]. */
function acq<K extends keyof AcqEventMap>(type: K): EventName<AcqEventMap[K]> {
  return type as EventName<AcqEventMap[K]>;
}

/** React prop → the element's event, in the order a payment usually fires them. */
export const ACQ_CASHIER_EVENTS = {
  onReady: acq('acq-ready'),
  onLocale: acq('acq-locale'),
  onStatusChange: acq('acq-status-change'),
  onRedirect: acq('acq-redirect'),
  onSuccess: acq('acq-success'),
  onFailure: acq('acq-failure'),
  onCancel: acq('acq-cancel'),
  onError: acq('acq-error'),
  // A subscription-manage session (the merchant's subscription page).
  onSubscriptionCancel: acq('acq-subscription-cancel'),
  onPlanChange: acq('acq-plan-change'),
} as const;

/**
 * `<AcqCashier session={id} endpoint="/cashier" redirectMode="popup" onSuccess={…} />`.
 * Needs `@lit/react` installed (an optional peer dependency of acq-cashier, required here).
 */
export const AcqCashier = createComponent({
  react: React,
  tagName: 'acq-cashier',
  elementClass: AcqCashierElement,
  events: ACQ_CASHIER_EVENTS,
  displayName: 'AcqCashier',
});

/** Its props; `redirectMode` and `methodLayout` are unions (RedirectMode, MethodLayout), not any string. */
export type AcqCashierProps = React.ComponentProps<typeof AcqCashier>;
export type { RedirectMode } from '../core/redirect/redirect-mode.js';
export type { MethodLayout } from '../elements/acq-pay-methods/acq-pay-methods.js';
