/**
 * The theme preview page: an editor for cashierAppearance (preset, every variable,
 * language, brand) beside live cashiers — order and subscription, every screen — fed by
 * a local stand-in for the proxy. It shows the exact string to send, copies it, and
 * loads a pasted one back.
 */
import 'acq-cashier';
import type { AcqCashier } from '../src/elements/acq-cashier/acq-cashier.js';
import type { ViewBrand } from '../src/core/api/cashier.js';
import { resolveBrand, type BrandInfoInput } from '../src/core/brand/index.js';
import { SUPPORTED_LOCALES, languageName, type SupportedLocale } from '../src/core/i18n/locales.js';
import { PRESET_NAMES, VARIABLE_NAMES, isPresetName, type ContrastPair, type VariableName } from '../src/core/theme/index.js';
import { buildAppearance, readPastedAppearance, type BuiltAppearance, type EditorState } from './preview-appearance.js';
import { fontSuggestions, variableRow, type VariableRow } from './preview-controls.js';
import { PREVIEW_KINDS, PREVIEW_SCREENS, previewFetch, previewSessionId, type PreviewKind, type PreviewScreen } from './preview-views.js';

const $ = <T extends HTMLElement>(selector: string): T => {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`theme preview: ${selector} is missing`);
  return found;
};

const state: EditorState = { theme: 'default', edits: {} };
let brand: ViewBrand = {};
let language: SupportedLocale = 'en';
let generation = 1;
let built: BuiltAppearance = buildAppearance(state);

const rows = new Map<VariableName, VariableRow>();
const cashiers: AcqCashier[] = [];
const fetchImpl = previewFetch(() => brand);

// ——— controls ———

function setUpControls(): void {
  const preset = $<HTMLSelectElement>('#preset');
  preset.append(...PRESET_NAMES.map((name) => new Option(name, name)));
  preset.addEventListener('change', () => {
    if (isPresetName(preset.value)) loadState({ theme: preset.value, edits: {} });
  });
  $('#reset').addEventListener('click', () => loadState({ theme: state.theme, edits: {} }));

  const box = $('#variables');
  box.append(fontSuggestions());
  for (const name of VARIABLE_NAMES) {
    const { row, api } = variableRow(name, (edited, raw) => {
      state.edits[edited] = raw;
      update();
    });
    rows.set(name, api);
    box.append(row);
  }

  const languages = $<HTMLSelectElement>('#language');
  languages.append(...SUPPORTED_LOCALES.map((locale) => new Option(`${languageName(locale)} (${locale})`, locale)));
  languages.addEventListener('change', () => {
    language = languages.value as SupportedLocale;
    for (const cashier of cashiers) cashier.language = language;
  });

  for (const id of ['#brand-name', '#brand-logo', '#brand-image']) $(id).addEventListener('change', updateBrand);
  $('#copy').addEventListener('click', () => void copyString());
  $('#load').addEventListener('click', loadPasted);
}

/** Replaces the editor state (preset change, reset, a pasted string) and shows every value. */
function loadState(next: EditorState): void {
  state.theme = next.theme;
  state.edits = { ...next.edits };
  $<HTMLSelectElement>('#preset').value = next.theme;
  built = buildAppearance(state);
  for (const row of rows.values()) row.show(built.variables[row.name]);
  update();
}

// ——— the appearance ———

function update(): void {
  built = buildAppearance(state);
  for (const row of rows.values()) {
    const own = built.invalid[row.name];
    if (!own && document.activeElement?.id !== `var-${row.name}`) row.show(built.variables[row.name]);
    row.flag([...(own ? [`Not used: ${own}.`] : []), ...contrastFlags(row.name, built.contrast.pairs)]);
  }
  $<HTMLTextAreaElement>('#appearance-string').value = built.json;
  $('#appearance-json').textContent = JSON.stringify(built.json);
  $('#copy-status').textContent = '';
  showContrast(built.contrast.pairs);
  for (const cashier of cashiers) cashier.appearance = built.json;
}

function contrastFlags(name: VariableName, pairs: readonly ContrastPair[]): string[] {
  return pairs
    .filter((p) => !p.passes && (p.foreground === name || p.background === name))
    .map((p) => `Low contrast: ${p.pair} is ${p.ratio.toFixed(2)}:1, AA needs ${p.minimum}:1.`);
}

function showContrast(pairs: readonly ContrastPair[]): void {
  const items = pairs.map((p) => {
    const item = document.createElement('li');
    item.className = p.passes ? 'pass' : 'fail';
    item.textContent = `${p.passes ? 'Pass' : 'Fails AA'} — ${p.pair}: ${p.ratio.toFixed(2)}:1 (needs ${p.minimum}:1)`;
    return item;
  });
  $('#contrast').replaceChildren(...items);
}

async function copyString(): Promise<void> {
  const output = $<HTMLTextAreaElement>('#appearance-string');
  const status = $('#copy-status');
  try {
    await navigator.clipboard.writeText(output.value);
    status.textContent = 'Copied.';
  } catch {
    // No clipboard access (permissions, plain http): select it for Ctrl+C / ⌘C.
    output.focus();
    output.select();
    status.textContent = 'Selected — press Ctrl+C (⌘C) to copy.';
  }
}

function loadPasted(): void {
  const result = readPastedAppearance($<HTMLTextAreaElement>('#paste').value);
  const box = $('#paste-result');
  if (!result.ok) {
    box.textContent = result.reason;
    return;
  }
  loadState(result.state);
  const dropped = result.dropped.map(({ key, reason }) => `Dropped ${key}: ${reason}.`);
  box.replaceChildren(
    ...['Loaded.', ...dropped].map((line) => Object.assign(document.createElement('span'), { textContent: line })),
  );
}

// ——— brand ———

function updateBrand(): void {
  const value = (id: string) => $<HTMLInputElement>(id).value.trim();
  const input: BrandInfoInput = {};
  if (value('#brand-name')) input.cashierDisplayName = value('#brand-name');
  if (value('#brand-logo')) input.cashierLogoUrl = value('#brand-logo');
  if (value('#brand-image')) input.cashierProductImageUrl = value('#brand-image');
  const resolved = resolveBrand(input);
  const reasonOf = (key: keyof BrandInfoInput) => resolved.issues.find((i) => i.key === key)?.reason ?? '';
  $('#brand-name-msg').textContent = reasonOf('cashierDisplayName');
  $('#brand-logo-msg').textContent = reasonOf('cashierLogoUrl') && `Not used: ${reasonOf('cashierLogoUrl')}.`;
  $('#brand-image-msg').textContent = reasonOf('cashierProductImageUrl') && `Not used: ${reasonOf('cashierProductImageUrl')}.`;
  brand = resolved.brand;
  holdFocus();
  // A new session id makes every cashier load its view again, with the new brand.
  generation += 1;
  for (const cashier of cashiers) {
    const { kind, screen } = cashier.dataset;
    cashier.session = previewSessionId(kind as PreviewKind, screen as PreviewScreen, generation);
  }
}

// ——— the cashiers ———

/**
 * A result screen focuses its heading when it appears: right for a shopper's return
 * page, wrong for a gallery of fourteen. While the cashiers (re)load, focus and scroll
 * stay where the merchant was.
 */
let hold = { until: 0, x: 0, y: 0, focused: null as Element | null };

function holdFocus(): void {
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

function mountCashiers(): void {
  keepFocusWhileLoading($('.tp-gallery'));
  holdFocus();
  for (const kind of PREVIEW_KINDS) {
    const grid = $(`#gallery-${kind}`);
    for (const screen of PREVIEW_SCREENS) {
      const figure = document.createElement('figure');
      figure.className = 'tp-screen';
      const caption = document.createElement('figcaption');
      caption.textContent = screen;
      const cashier = document.createElement('acq-cashier');
      Object.assign(cashier.dataset, { kind, screen });
      cashier.endpoint = '/preview';
      cashier.session = previewSessionId(kind, screen, generation);
      cashier.language = language;
      cashier.redirectDelay = -1;
      cashier.fetchImpl = fetchImpl;
      cashier.eventSourceFactory = null;
      cashier.appearance = built.json;
      if (screen === 'submitting') cashier.addEventListener('acq-ready', () => void pressPay(cashier));
      cashiers.push(cashier);
      figure.append(caption, cashier);
      grid.append(figure);
    }
  }
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

setUpControls();
loadState(state);
updateBrand();
mountCashiers();
