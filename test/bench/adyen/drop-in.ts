/**
 * The reference page's script: Adyen Web 6 Drop-in, tree-shaken to the components its
 * methods need, with the payment methods given by the page (window.__adyen) and a local
 * onSubmit that answers with a redirect action, so nothing leaves the machine.
 */
import { AdyenCheckout, Dropin, Redirect, Trustly, Twint, Klarna, Blik, EPS } from '@adyen/adyen-web';

interface PageInput {
  paymentMethods: unknown;
  redirectUrl: string;
}

const input = (window as unknown as { __adyen: PageInput }).__adyen;

const checkout = await AdyenCheckout({
  clientKey: 'test_BENCHBENCHBENCHBENCHBENCHBENCH',
  environment: 'test',
  locale: 'en-US',
  countryCode: 'NL',
  amount: { value: 2400, currency: 'EUR' },
  analytics: { enabled: false },
  paymentMethodsResponse: input.paymentMethods as never,
  onSubmit: (_state, _component, actions) => {
    actions.resolve({ resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET', url: input.redirectUrl, paymentMethodType: 'trustly' } as never });
  },
  onError: (error) => console.error('adyen', error),
});

new Dropin(checkout, { paymentMethodComponents: [Redirect, Trustly, Twint, Klarna, Blik, EPS] }).mount('#dropin');
