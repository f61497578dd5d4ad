import { Checkout } from './checkout';
import { createCheckoutSession, merchantUrl } from './merchant';

// A session per visit: never prerendered, never cached.
export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<{ acq_session?: string }>;
}

/**
 * Rendered on the server: it creates the session (or takes the one the shopper comes
 * back with from the acquirer's page) and hands only its id to the client component.
 */
export default async function CheckoutPage({ searchParams }: Props) {
  const { acq_session: back } = await searchParams;
  const sessionId = back ?? (await createCheckoutSession());
  return (
    <main>
      <h1>Example Coffee</h1>
      <Checkout sessionId={sessionId} endpoint={`${merchantUrl}/cashier`} />
    </main>
  );
}
