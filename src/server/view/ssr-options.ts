/** What renderCashierHtml (ssr.ts) takes besides the view: the element's attributes. Its own module: ssr.ts and ssr-manage.ts both read it. */
export interface RenderCashierOptions {
  /** The proxy's mount path or URL, as on the element ("/cashier"). */
  endpoint: string;
  /**
   * The `language` attribute (else the session's cashierLanguage). The shopper's
   * Accept-Language is a good value: the hydrating browser then finds the first screen's
   * amounts and dates formatted in the embedded view (no Intl data to load first).
   */
  language?: string;
  /** The `redirect-mode` attribute. */
  redirectMode?: 'redirect' | 'popup' | 'frame';
  /** The `method-layout` attribute (a checkout's only). */
  methodLayout?: 'accordion' | 'tabs';
}
