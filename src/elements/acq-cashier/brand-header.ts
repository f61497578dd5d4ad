/**
 * The cashier's header: the merchant's logo in a reserved 40×40 box, the display name as
 * text (markup in it shows as text), the shopper's language menu; and the product image
 * in a 1200×630 aspect box. A broken image gives way to the display name (its initial in
 * the logo box, which keeps its size).
 *
 * The language menu element is loaded lazily (loadLanguageMenu): until it is defined, the
 * `<acq-language-menu>` holds a stand-in of its trigger, alike in looks, name and keys,
 * whose first use loads the menu and opens it. Server-rendered HTML always has the
 * stand-in (the page's first render, which hydrates it, has not loaded the menu yet).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { isServer } from 'lit-html/is-server.js';
import type { ViewBrand } from '../../core/api/cashier.js';
import type { SupportedLocale } from '../../core/i18n/locales.js';
import type { Strings } from '../shared/i18n-bridge.js';
import { lazyModule } from '../../core/lazy-module.js';
import { brandUrl } from '../shared/brand-url.js';

export interface HeaderInput {
  brand: ViewBrand | undefined;
  locale: SupportedLocale;
  strings: Strings | undefined;
  /** The translated "Language" (the stand-in trigger's name, as the menu's own trigger says it). */
  languageLabel: string;
  /** The language on screen named in itself (its catalog's language.name): no Intl.DisplayNames at first render. */
  languageName: string;
  /** Image URLs that failed to load in this element. */
  broken: ReadonlySet<string>;
  onBroken: (url: string) => void;
  onLocale: (event: CustomEvent<{ locale: SupportedLocale }>) => void;
  /** The stand-in trigger was clicked (or ArrowDown pressed on it): load and open the menu. */
  onLanguageOpen: (event: Event) => void;
}

/** Defines `<acq-language-menu>`, once per page. */
export const loadLanguageMenu = lazyModule(() => import('../acq-language-menu/acq-language-menu.js'));

export function brandHeader(input: HeaderInput): TemplateResult {
  const logo = brandUrl(input.brand?.logoUrl);
  const name = input.brand?.displayName ?? '';
  return html`
    <div class="header" part="header">
      ${logo
        ? html`<span class="logo" part="logo">
            ${input.broken.has(logo)
              ? html`<span class="initial" aria-hidden="true">${[...name][0] ?? ''}</span>`
              : html`<img src=${logo} alt="" width="40" height="40" decoding="async" @error=${() => input.onBroken(logo)} />`}
          </span>`
        : nothing}
      <span class="name" part="display-name">${name}</span>
      <acq-language-menu
        exportparts="trigger: language-trigger, menu: language-menu"
        .locale=${input.locale}
        .language=${input.locale}
        .strings=${input.strings}
        @acq-locale-select=${input.onLocale}
        >${customElements.get('acq-language-menu') && !isServer ? nothing : standInTrigger(input)}</acq-language-menu
      >
    </div>
  `;
}

function standInTrigger(input: HeaderInput): TemplateResult {
  return html`<button
    class="trigger"
    part="language-trigger"
    type="button"
    aria-haspopup="menu"
    aria-expanded="false"
    aria-label=${`${input.languageLabel}: ${input.languageName}`}
    @click=${input.onLanguageOpen}
    @keydown=${input.onLanguageOpen}
  >
    ${input.languageName}
  </button>`;
}

export function productImage(input: HeaderInput, alt: string): TemplateResult | typeof nothing {
  const url = brandUrl(input.brand?.productImageUrl);
  if (!url) return nothing;
  const broken = input.broken.has(url);
  return html`
    <div class="product" part="product-image">
      ${broken
        ? html`<span>${input.brand?.displayName ?? alt}</span>`
        : html`<img src=${url} alt=${alt} width="1200" height="630" loading="lazy" decoding="async" @error=${() => input.onBroken(url)} />`}
    </div>
  `;
}
