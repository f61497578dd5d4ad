import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { renderCashierHtml } from 'acq-cashier/server';
import { Checkout } from './checkout';
import { checkoutSessionView, createCheckoutSession, merchantUrl } from './merchant';

// A session per visit: never prerendered, never cached.
export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<{ acq_session?: string }>;
}

/**
 * Rendered on the server: it creates the session (or reads the one the shopper comes
 * back with from the acquirer's page) with its view, and renders the cashier from it
 * to Declarative Shadow DOM HTML in the shopper's Accept-Language: the payment methods
 * are in this response, on screen before any script runs. The client component hydrates it.
 */
export default async function CheckoutPage({ searchParams }: Props) {
  const { acq_session: back } = await searchParams;
  const view = back ? await checkoutSessionView(back) : await createCheckoutSession();
  if (!view) notFound();
  // In the shopper's language (the browser hydrates in the same): its words and formats come with the HTML.
  const language = (await headers()).get('accept-language') ?? undefined;
  const cashierHtml = await renderCashierHtml(view, { endpoint: `${merchantUrl}/cashier`, ...(language ? { language } : {}) });
  return (
    <main>
      <h1>Example Coffee</h1>
      {/* key: another session (a new visit by client-side navigation) is another cashier. */}
      <Checkout key={view.id} cashierHtml={cashierHtml} />
    </main>
  );
}
