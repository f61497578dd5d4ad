'use client';

import { useState } from 'react';
import { AcqCashier } from 'acq-cashier/react';

/**
 * The cashier for the session the server created, and the shop's own "paid" notice.
 * The @lit/react wrapper, not a bare <acq-cashier onacq-success>: React 19 attaches no
 * listener for a custom element's `on…` prop while hydrating server-rendered markup
 * (facebook/react#35446), so the shop would miss acq-success on this server-rendered page.
 */
export function Checkout({ sessionId, endpoint }: { sessionId: string; endpoint: string }) {
  const [paidStatus, setPaidStatus] = useState<string>();
  return (
    <>
      {paidStatus ? (
        <p role="status" data-testid="order-paid">
          Order paid ({paidStatus})
        </p>
      ) : null}
      <AcqCashier session={sessionId} endpoint={endpoint} onSuccess={(event) => setPaidStatus(event.detail.snapshot?.status ?? 'succeeded')} />
    </>
  );
}
