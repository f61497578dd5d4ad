/**
 * The theme preview's gallery: the order and the subscription cashier on every screen,
 * and the acquirer's card page (<acq-card-form>, empty and with its errors showing), all
 * fed by a local stand-in for the proxy and restyled together.
 */
import 'acq-cashier';
import '../src/elements/acq-card-form/acq-card-form.js';
import type { AcqCashier } from '../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCardForm } from '../src/elements/acq-card-form/acq-card-form.js';
import type { ViewBrand } from '../src/core/api/cashier.js';
import type { SupportedLocale } from '../src/core/i18n/locales.js';
import { PREVIEW_KINDS, PREVIEW_SCREENS, previewFetch, previewSessionId, type PreviewKind, type PreviewScreen } from './preview-views.js';

export interface Gallery {
  setAppearance(json: string): void;
  setLanguage(language: SupportedLocale): void;
  /** Loads every cashier's view again (a new brand shows). */
  reload(): void;
}

/**
 * A result screen focuses its heading when it appears: right for a shopper's return
 * page, wrong for a gallery of fourteen. While the cashiers (re)load, focus and scroll
 * stay where the merchant was.
 */
let hold = { until: 0, x: 0, y: 0, focused: null as Element | null };

export function holdFocus(): void {
  hold = { until: performance.now() + 2000, x: scrollX, y: scrollY, focused: document.activeElement };
}

function keepFocusWhileLoading(gallery: HTMLElement): void {
  gallery.addEventListener('focusin', (event) => {
    if (performance.now() > hold.until) return;
    const { focused } = hold;
    if (focused instanceof HTMLElement && focused !== document.body && focused.isConnected) focused.focus({ preventScroll: true });
    else (event.composedPath()[0] as HTMLElement | undefined)?.blur();
    const back = () => scrollTo(hold.x, hold.y);
    back();
    requestAnimationFrame(back);
  });
}

function figure(caption: string, child: HTMLElement): HTMLElement {
  const box = Object.assign(document.createElement('figure'), { className: 'tp-screen' });
  box.append(Object.assign(document.createElement('figcaption'), { textContent: caption }), child);
  return box;
}

/**
 * The error screens come from a view load that fails on purpose (the stand-in knows no
 * `pv-…-error-…` session), and the cashier writes a hint for developers to the console on
 * every failed load. On this page that hint is no fault, only noise: it is left out, and
 * every other console error stays.
 */
function quietDeliberateLoadErrors(): void {
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const first = args[0];
    if (typeof first === 'string' && first.startsWith('acq-cashier: the session could not be loaded') && /session "pv-\w+-error-\d+"/.test(first)) return;
    error(...args);
  };
}

export function mountGallery(root: HTMLElement, brand: () => ViewBrand, appearance: string, language: SupportedLocale): Gallery {
  quietDeliberateLoadErrors();
  keepFocusWhileLoading(root);
  holdFocus();
  const fetchImpl = previewFetch(brand);
  let generation = 1;
  const cashiers: AcqCashier[] = [];
  for (const kind of PREVIEW_KINDS) {
    const grid = root.querySelector<HTMLElement>(`#gallery-${kind}`)!;
    for (const screen of PREVIEW_SCREENS) {
      const cashier = document.createElement('acq-cashier');
      Object.assign(cashier.dataset, { kind, screen });
      Object.assign(cashier, { endpoint: '/preview', language, redirectDelay: -1, fetchImpl, eventSourceFactory: null, appearance });
      cashier.session = previewSessionId(kind, screen, generation);
      if (screen === 'submitting') cashier.addEventListener('acq-ready', () => void pressPay(cashier));
      cashiers.push(cashier);
      grid.append(figure(screen, cashier));
    }
  }
  const cards: AcqCardForm[] = [];
  for (const state of ['empty', 'errors'] as const) {
    const card = document.createElement('acq-card-form');
    Object.assign(card, { action: '/preview/card', amount: '24.90', currency: 'EUR', language, appearance });
    card.dataset['state'] = state;
    if (state === 'errors') void card.updateComplete.then(() => card.shadowRoot?.querySelector<HTMLButtonElement>('[part=submit-button]')?.click());
    cards.push(card);
    root.querySelector('#gallery-card')!.append(figure(`card page, ${state}`, card));
  }
  return {
    setAppearance(json) {
      for (const el of [...cashiers, ...cards]) el.appearance = json;
    },
    setLanguage(next) {
      for (const el of [...cashiers, ...cards]) el.language = next;
    },
    reload() {
      holdFocus();
      generation += 1;
      for (const cashier of cashiers) {
        const { kind, screen } = cashier.dataset;
        cashier.session = previewSessionId(kind as PreviewKind, screen as PreviewScreen, generation);
      }
    },
  };
}

/** Brings a cashier to its submitting screen the way a shopper would: pick, then pay. */
async function pressPay(cashier: AcqCashier): Promise<void> {
  await cashier.updateComplete;
  const methods = cashier.shadowRoot?.querySelector('acq-pay-methods');
  await methods?.updateComplete;
  methods?.shadowRoot?.querySelector<HTMLInputElement>('input[type=radio]')?.click();
  await cashier.updateComplete;
  cashier.shadowRoot?.querySelector<HTMLButtonElement>('[part=pay-button]')?.click();
}
