import { useEffect, useState } from 'react';
import { AcqCashier } from 'acq-cashier/react';
import { checkoutSession, merchantUrl } from './merchant';

/** The checkout page: the cashier for this cart, and the shop's own "paid" notice. */
export function Checkout() {
  const [sessionId, setSessionId] = useState<string>();
  const [error, setError] = useState<string>();
  const [paidOrder, setPaidOrder] = useState<string>();

  useEffect(() => {
    checkoutSession().then(setSessionId, (e: Error) => setError(e.message));
  }, []);

  return (
    <main>
      <h1>Example Coffee</h1>
      {error && <p role="alert">{error}</p>}
      {paidOrder ? (
        <p role="status" data-testid="order-paid">Order paid ({paidOrder})</p>
      ) : null}
      {sessionId && (
        <AcqCashier
          session={sessionId}
          endpoint={`${merchantUrl}/cashier`}
          onSuccess={(event) => setPaidOrder(event.detail.snapshot?.status ?? 'succeeded')}
        />
      )}
    </main>
  );
}
