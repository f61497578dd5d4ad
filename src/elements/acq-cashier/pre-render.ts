/**
 * The script tag's first paint (issue 31): the CDN module draws each `<acq-cashier>` of
 * the page before the elements' code (LitElement, the classes, their controllers) has
 * loaded, with lit-html and the very templates the elements render: the loading place,
 * then the pay screen of an open order once its view is here. The elements load meanwhile
 * (cdn.ts) and, once defined, take the drawing over in place (Lit finds its part on the
 * root's first child, where LitElement looks for it): the same nodes, no second draw. A
 * shopper's pick, Pay or Cancel before then waits for them (pre-rendered.ts).
 * Anything else (a theme, a subscription, a return from the acquirer's page, server
 * rendering, an element defined first) is the element's alone, as it always was.
 */
import { render } from 'lit-html';
import { css, type CSSResultGroup, type CSSResultOrNative } from '@lit/reactive-element/css-tag.js';
import type { CashierView } from '../../core/api/cashier.js';
import type { FlowError, MethodChoice } from '../../core/flow/state.js';
import { peekStartedView, viewUrl } from '../../client/early-view.js';
import { firstScreenView } from '../../core/api/view-shape.js';
import { orderSummaryStyles } from '../acq-order-summary/acq-order-summary.styles.js';
import { orderSummaryTemplate } from '../acq-order-summary/order-summary-template.js';
import { payMethodsStyles } from '../acq-pay-methods/acq-pay-methods.styles.js';
import { parseMethodLayout, payMethodsTemplate } from '../acq-pay-methods/pay-methods-template.js';
import { rememberViewStrings, type Strings } from '../shared/i18n-bridge.js';
import { parseJsonText } from '../shared/json-text.js';
import { ENGLISH, GivenLocale, viewLocale, type Localizer, type NegotiatedLocale } from '../shared/localizer.js';
import { markPreRendered, type EarlyAct, type PreRendered } from '../shared/pre-rendered.js';
import { cashierStyles } from './acq-cashier.styles.js';
import { brandHeader, productImage, type HeaderInput } from './brand-header.js';
import { cashierScreen } from './cashier-screen.js';
import { embeddedRaw, embeddedView, embedsManage } from './embedded-view.js';
import { loadError } from './error-fallback.js';
import { firstPayScreen } from './first-pay-screen.js';
import { payScreen } from './pay-screen.js';
import { reservedScreen, skeleton } from './skeleton.js';

/** As the element (first-screen.ts): a fetched view slower than this shows the loading screen meanwhile. */
const VIEW_HOLD_MS = 100;

/** While the view is due: no host colours either (the element's theme-pending state, which an undefined element cannot have). */
const pending = css`
  :host {
    background: transparent;
  }
`;

type Cashier = HTMLElement & { view?: unknown; strings?: Strings };

/** The elements' code failed to load and no retry has started since. */
let unavailable: { error: FlowError; retry: () => void } | undefined;

/** The pay screens drawn, until their element takes over: what an error screen replaces if the elements' code does not load. */
const drawnScreens = new Map<Cashier, { root: ShadowRoot; screen: PreRendered; t: Localizer; header: HeaderInput }>();

/** Draws every cashier of the page that can be drawn now; `wake` is called on each act (the elements' code may have failed to load). */
export function preRenderCashiers(root: ParentNode, wake: () => void): void {
  // Once the module graph has run: acq-hydrate.js imports lit-html from this module, so this module runs before the
  // hydration support even where its tag comes first, as it must. A page with the support renders its elements
  // itself, server-rendered or not: the support takes any root it finds for server HTML, so it would try to hydrate
  // this drawing, fail, and draw a second screen under it (e2e/integrity.spec.ts).
  queueMicrotask(() => {
    if ('litElementHydrateSupport' in globalThis) return;
    for (const cashier of root.querySelectorAll<Cashier>('acq-cashier')) void preRender(cashier, wake).catch(() => undefined);
  });
}

async function preRender(host: Cashier, wake: () => void): Promise<void> {
  const session = host.getAttribute('session')?.trim();
  const endpoint = host.getAttribute('endpoint')?.trim();
  // An element with a fetch of its own (a property set before the code came) fetches its view itself.
  if (!session || !endpoint || host.shadowRoot || defined() || 'fetchImpl' in host) return;
  // The place is kept at once, unseen (as the element keeps it while its view is due): nothing below moves when a screen comes.
  const root = host.attachShadow({ mode: 'open' });
  markPreRendered(host, null);
  adopt(root, [cashierStyles, pending]);
  draw(host, root, reservedScreen());
  // A theme's colours are not known yet: its place stays unseen until the element applies them.
  const themed = host.hasAttribute('appearance');
  const hold = setTimeout(() => defined() || themed || drawLoading(host, root), VIEW_HOLD_MS);
  const raw = embeddedRaw(host, host.view);
  const embedded = embedsManage(raw, session) ? undefined : embeddedView(raw, session);
  const view = embedded ?? (raw === undefined ? await fetchedView(host, endpoint, session) : undefined);
  const state = view && !themed && !defined() ? firstPayScreen(view, session, undefined) : undefined;
  if (!view || !state) return;
  rememberViewStrings(view);
  const locale = viewLocale(view);
  if (!locale) return;
  clearTimeout(hold);
  const screen: PreRendered = { state, view, embedded: !!embedded, acts: [] };
  drawPayScreen(host, root, screen, locale, (act) => {
    screen.acts.push(act);
    wake();
  });
  markPreRendered(host, screen);
  if (unavailable) elementsUnavailable(unavailable.error, unavailable.retry);
}

/**
 * The elements' code did not load (refused by the page's integrity policy, or unreachable):
 * each drawn pay screen gives way to the cashier's error screen, whose retry loads it again
 * (the element then shows its pay screen).
 */
export function elementsUnavailable(error: FlowError, retry: () => void): void {
  // A pay screen drawn later (its view came after the failure) shows this error at once too.
  unavailable = { error, retry };
  const again = () => {
    unavailable = undefined;
    retry();
  };
  for (const [host, { root, screen, t, header }] of drawnScreens) {
    if (defined()) return;
    // What the shopper did on the pay screen is not done after the error: the retry shows that screen again.
    screen.acts.length = 0;
    const body = loadError(t, error, again);
    draw(host, root, cashierScreen({ label: t.t('cashier.label'), busy: false, header: brandHeader(header), body, announcement: t.t('result.error.title') }));
  }
}

function defined(): boolean {
  return !!customElements.get('acq-cashier');
}

/**
 * The view the CDN module's first statement asked for (cdn-start.ts), read from a copy of
 * its answer: the original stays for the element's first screen, or for the session code
 * once the element takes this drawing over (one request in all).
 */
async function fetchedView(host: Cashier, endpoint: string, session: string): Promise<CashierView | undefined> {
  const response = await peekStartedView(viewUrl(endpoint, session))?.catch(() => undefined);
  // Cloned in the task the answer came in, before the element (whose reaction comes later) reads it.
  const copy = response?.ok ? response.clone() : undefined;
  const view = copy && firstScreenView(parseJsonText(await copy.text()), session);
  return host.getAttribute('session')?.trim() === session ? view : undefined;
}

/** The view is slow: the loading screen (header place and skeleton), in the host's colours. */
function drawLoading(host: Cashier, root: ShadowRoot): void {
  const t = localizer(host, ENGLISH);
  adopt(root, cashierStyles);
  draw(host, root, cashierScreen({ label: t.t('cashier.label'), busy: true, header: brandHeader(headerInput(t, host.strings, undefined, () => undefined)), body: skeleton(), announcement: t.t('cashier.loading') }));
}

/** The pay screen, as the element draws it before its session code is there (acq-cashier.ts, pay-screen.ts), and its two parts inside. */
function drawPayScreen(host: Cashier, root: ShadowRoot, screen: PreRendered, locale: NegotiatedLocale, act: (act: EarlyAct) => void): void {
  const { view, state } = screen;
  const t = localizer(host, locale);
  const header = headerInput(t, host.strings, view, () => act({ name: 'language' }));
  adopt(root, cashierStyles);
  const onMethodChange = (event: CustomEvent<MethodChoice>) => act({ name: 'select', choice: event.detail });
  const body = payScreen({
    flow: state,
    l10n: t,
    strings: host.strings,
    methodLayout: parseMethodLayout(host.getAttribute('method-layout')),
    image: productImage(header, view.order?.goodsName ?? view.order?.description ?? ''),
    onMethodChange,
    onPay: () => act({ name: 'pay' }),
    onCancel: () => act({ name: 'cancel' }),
  });
  draw(host, root, cashierScreen({ label: t.t('cashier.label'), busy: false, header: brandHeader(header), body, announcement: '' }));
  drawnScreens.set(host, { root, screen, t, header });
  const part = <T extends Element>(tag: string, styles: CSSResultGroup, template: (child: T) => unknown) => {
    const child = root.querySelector<T>(tag);
    if (!child) return;
    const childRoot = child.attachShadow({ mode: 'open' });
    markPreRendered(child, null);
    adopt(childRoot, styles);
    setLocale(child, locale);
    draw(child, childRoot, template(child));
  };
  part('acq-order-summary', orderSummaryStyles, () => orderSummaryTemplate({ order: view.order, amount: view.amount, userCurrency: view.userCurrency }, t));
  part('acq-pay-methods', payMethodsStyles, (child) =>
    payMethodsTemplate(
      {
        methods: view.payMethods,
        savedCards: view.savedCards,
        value: state.method,
        layout: parseMethodLayout(host.getAttribute('method-layout')),
        disabled: false,
        // As the element does: its event, which the cashier's template listens to.
        onSelect: (choice) => child.dispatchEvent(new CustomEvent('acq-method-change', { detail: choice, bubbles: true, composed: true })),
      },
      t,
    ),
  );
}

/** The texts of a locale the proxy negotiated (or English before a view), on the host's lang and dir as its element would set them. */
function localizer(host: Cashier, locale: NegotiatedLocale): Localizer {
  setLocale(host, locale);
  return new GivenLocale(locale, host.strings);
}

function setLocale(host: Element, { lang, dir }: NegotiatedLocale): void {
  host.setAttribute('lang', lang);
  host.setAttribute('dir', dir);
}

/** The header's input as the element's header controller gives it: no image has failed yet, the language menu not loaded. */
function headerInput(t: Localizer, strings: Strings | undefined, view: CashierView | undefined, onLanguageOpen: () => void): HeaderInput {
  return {
    brand: view?.brand,
    locale: t.locale,
    strings,
    languageLabel: t.t('language.menu'),
    languageName: t.t('language.name'),
    broken: new Set(),
    onBroken: () => undefined,
    onLocale: () => undefined,
    onLanguageOpen,
  };
}

function adopt(root: ShadowRoot, styles: CSSResultGroup): void {
  root.adoptedStyleSheets = ([styles].flat(9) as CSSResultOrNative[]).map((style) => (style instanceof CSSStyleSheet ? style : style.styleSheet!));
}

/**
 * Renders as LitElement does, its part kept on the root's first child: where the element,
 * once defined, looks for it (LitElement's `renderBefore ??= renderRoot.firstChild`), so
 * that its first render updates this drawing instead of adding a second one.
 */
function draw(host: Element, root: ShadowRoot, template: unknown): void {
  const first = root.firstChild as (ChildNode & { _$litPart$?: unknown }) | null;
  render(template, root, { host, renderBefore: first });
  const holder = root as ShadowRoot & { _$litPart$?: unknown };
  if (!first && holder._$litPart$) {
    (root.firstChild as ChildNode & { _$litPart$?: unknown })._$litPart$ = holder._$litPart$;
    delete holder._$litPart$;
  }
}
