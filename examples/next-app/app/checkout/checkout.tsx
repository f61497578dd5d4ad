'use client';

import { useState } from 'react';
import { AcqCashier } from 'acq-cashier/react';

/** The cashier for the session the server created, and the shop's own "paid" notice. */
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
