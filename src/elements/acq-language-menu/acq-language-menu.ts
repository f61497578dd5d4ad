import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../../core/i18n/locales.js';
import { typeAheadIndex } from '../../core/type-ahead.js';
import { acqEvent } from '../events.js';
import { defineElement } from '../shared/define-element.js';
import { floatNextTo } from '../shared/floating.js';
import { enAfterFirstScreen, loadCatalogImporters, type Strings } from '../shared/i18n-bridge.js';
import { LocalizeController } from '../shared/localize-controller.js';
import { languageMenuStyles } from './acq-language-menu.styles.js';
import { NATIVE_NAMES } from './native-names.js';

/** Each language named in itself ("Deutsch", "日本語"): a shopper finds their own whatever is on screen. */
const nativeName = (locale: SupportedLocale): string => NATIVE_NAMES[locale] ?? locale;

/** Letters further apart than this start a new type-ahead prefix (as the ARIA menu pattern's examples do). */
const TYPE_AHEAD_MS = 500;

/**
 * @tagname acq-language-menu
 * @summary A small floating menu for the shopper to switch the cashier's language live.
 * In the CDN bundle a lazy chunk: `<acq-cashier>` shows the same trigger until it loads
 * (prefetched after the first render, or on the first open).
 *
 * @event acq-locale-select - A language was picked; detail: `{locale}`.
 *
 * @csspart trigger - The button that opens the menu.
 * @csspart menu - The floating menu.
 *
 * @cssproperty --acq-color-surface - Menu background.
 * @cssproperty --acq-color-primary - The current language.
 */
export class AcqLanguageMenu extends LitElement {
  static override styles = languageMenuStyles;
  // Reactive properties without decorators (no decorator helpers in the bundle). The private
  // ones are internal state: `attribute: false` (as `state: true` is at runtime, but the
  // manifest analyzer would list those as attributes).
  static override properties = {
    locale: {},
    locales: { attribute: false },
    language: { reflect: true },
    strings: { attribute: false },
    open: { attribute: false },
  };

  /** The locale on screen. */
  locale: SupportedLocale = 'en';
  locales: readonly SupportedLocale[] = SUPPORTED_LOCALES;
  language?: string;
  strings?: Strings;

  private open = false;
  private stopFloating: (() => void) | null = null;
  // Never on the first screen: the whole of English, not the entry's share.
  private readonly l10n = new LocalizeController(this, { english: enAfterFirstScreen });

  /** Opens the menu with the current language focused (the cashier's stand-in trigger, clicked before this element loaded). */
  show(): void {
    this.setOpen(true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.setOpen(false);
    document.removeEventListener('pointerdown', this.onOutside, true);
  }

  override render() {
    return html`
      <button
        class="trigger"
        part="trigger"
        type="button"
        aria-haspopup="menu"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-label=${`${this.l10n.t('language.menu')}: ${nativeName(this.locale)}`}
        @click=${() => this.setOpen(!this.open)}
        @keydown=${this.onTriggerKey}
      >
        ${nativeName(this.locale)}
      </button>
      ${this.open
        ? html`<div role="menu" part="menu" aria-label=${this.l10n.t('language.choose')} @keydown=${this.onMenuKey}>
            ${this.locales.map(
              (locale) => html`<button
                type="button"
                role="menuitemradio"
                tabindex="-1"
                lang=${locale}
                aria-checked=${locale === this.locale ? 'true' : 'false'}
                @click=${() => this.pick(locale)}
              >
                ${nativeName(locale)}
              </button>`,
            )}
          </div>`
        : nothing}
    `;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open' as keyof AcqLanguageMenu)) return;
    this.stopFloating?.();
    this.stopFloating = null;
    if (!this.open) return;
    const trigger = this.renderRoot.querySelector<HTMLElement>('.trigger')!;
    const menu = this.renderRoot.querySelector<HTMLElement>('[role=menu]')!;
    this.stopFloating = floatNextTo(trigger, menu, 'bottom-end');
    this.items()[Math.max(0, this.locales.indexOf(this.locale))]?.focus();
  }

  private items(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('[role=menuitemradio]')];
  }

  private setOpen(open: boolean): void {
    this.open = open;
    if (open) {
      document.addEventListener('pointerdown', this.onOutside, true);
      // The catalogs' import map, while the shopper reads the list: a pick then loads its one catalog module.
      loadCatalogImporters().catch(() => undefined);
    } else {
      document.removeEventListener('pointerdown', this.onOutside, true);
      this.stopFloating?.();
      this.stopFloating = null;
    }
  }

  private onOutside = (event: PointerEvent): void => {
    if (!event.composedPath().includes(this)) this.setOpen(false);
  };

  private onTriggerKey = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowDown' && !this.open) {
      event.preventDefault();
      this.setOpen(true);
    }
  };

  private onMenuKey = (event: KeyboardEvent): void => {
    const items = this.items();
    const at = items.indexOf(this.renderRoot instanceof ShadowRoot ? (this.renderRoot.activeElement as HTMLElement) : items[0]!);
    const move = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(items.length - 1);
        break;
      case 'Escape':
      case 'Tab':
        this.setOpen(false);
        this.renderRoot.querySelector<HTMLElement>('.trigger')?.focus();
        break;
      default:
        if (!this.typeAhead(event, at, move)) return;
    }
    event.preventDefault();
  };

  /** Letters typed within TYPE_AHEAD_MS of each other, as one prefix of the languages' own names. */
  private typed = { letters: '', at: 0 };

  private typeAhead(event: KeyboardEvent, at: number, move: (index: number) => void): boolean {
    if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey) return false;
    const fresh = event.timeStamp - this.typed.at > TYPE_AHEAD_MS;
    this.typed = { letters: (fresh ? '' : this.typed.letters) + event.key, at: event.timeStamp };
    const next = typeAheadIndex(this.locales.map(nativeName), at, this.typed.letters);
    if (next >= 0) move(next);
    return true;
  }

  private pick(locale: SupportedLocale): void {
    this.setOpen(false);
    this.renderRoot.querySelector<HTMLElement>('.trigger')?.focus();
    if (locale !== this.locale) this.dispatchEvent(acqEvent('acq-locale-select', { locale }));
  }
}

defineElement('acq-language-menu', AcqLanguageMenu);

declare global {
  interface HTMLElementTagNameMap {
    'acq-language-menu': AcqLanguageMenu;
  }
}
