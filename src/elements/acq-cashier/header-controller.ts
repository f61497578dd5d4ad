/**
 * The cashier header's own state: images that failed to load, the language the shopper
 * picked in the menu, and the menu itself (a lazy chunk the header's stand-in trigger
 * loads and opens). The element asks it for the header's input on each render.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CashierView } from '../../core/api/cashier.js';
import type { SupportedLocale } from '../../core/i18n/locales.js';
import { keepPickedLanguage, pickedLanguage } from '../../client/picked-language.js';
import type { Strings } from '../shared/i18n-bridge.js';
import type { LocalizeController } from '../shared/localize-controller.js';
import { loadLanguageMenu, type HeaderInput } from './brand-header.js';

type Host = ReactiveControllerHost & {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly strings?: Strings | undefined;
  readonly session?: string | undefined;
};

export class HeaderController implements ReactiveController {
  /** The shopper's pick in the language menu: wins over every other preference. */
  shopperLocale: SupportedLocale | undefined;
  private broken: ReadonlySet<string> = new Set();
  private checked = false;

  constructor(
    private readonly host: Host,
    private readonly l10n: () => LocalizeController,
  ) {
    host.addController(this);
  }

  /** A pick made before a full-page redirect (to the acquirer's page and back) holds on the page the shopper returns to. */
  hostConnected(): void {
    const session = this.host.session?.trim();
    this.shopperLocale ??= session ? pickedLanguage(session) : undefined;
  }

  /**
   * After the first update: an image whose error came before this element listened (drawn by
   * the CDN module's first paint, or by the server) and comes no more. Lit keeps that <img>
   * in place, so without this it stayed broken for good instead of giving way to the name.
   */
  hostUpdated(): void {
    if (this.checked) return;
    this.checked = true;
    const failed = [...this.host.renderRoot.querySelectorAll<HTMLImageElement>('[part~=logo] img, [part~=product-image] img')]
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.getAttribute('src') ?? '');
    if (!failed.length) return;
    this.broken = new Set([...this.broken, ...failed]);
    this.host.requestUpdate();
  }

  /** Loads `<acq-language-menu>`; the header then drops its stand-in trigger. */
  async defineLanguageMenu(): Promise<void> {
    await loadLanguageMenu();
    this.host.requestUpdate();
    await this.host.updateComplete;
  }

  input(view: CashierView | undefined): HeaderInput {
    const t = this.l10n();
    return {
      brand: view?.brand,
      locale: t.locale,
      strings: this.host.strings,
      languageLabel: t.t('language.menu'),
      languageName: t.t('language.name'),
      broken: this.broken,
      onBroken: (url) => {
        this.broken = new Set([...this.broken, url]);
        this.host.requestUpdate();
      },
      onLocale: this.onLocaleSelect,
      onLanguageOpen: this.onLanguageOpen,
    };
  }

  /** The header's stand-in trigger: a click, or ArrowDown as on the menu's own trigger, opens the menu once loaded. */
  private onLanguageOpen = (event: Event): void => {
    if (event instanceof KeyboardEvent && event.key !== 'ArrowDown') return;
    event.preventDefault();
    void this.defineLanguageMenu()
      .then(() => this.host.renderRoot.querySelector('acq-language-menu')?.show())
      .catch(() => undefined);
  };

  private onLocaleSelect = (event: CustomEvent<{ locale: SupportedLocale }>): void => {
    this.shopperLocale = event.detail.locale;
    const session = this.host.session?.trim();
    if (session) keepPickedLanguage(session, event.detail.locale);
    this.host.requestUpdate();
  };
}
