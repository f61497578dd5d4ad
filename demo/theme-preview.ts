/**
 * The theme studio: a form per variable and rule beside the raw JSON document (its
 * schema problems inline), live cashiers on every screen and the card page, in light or
 * dark, left-to-right or right-to-left; the contrast of every colour pair; the exact
 * value to send (Copy), a link that shares it, and imports from a pasted value or a
 * Stripe Appearance object.
 */
import type { ViewBrand } from '../src/core/api/cashier.js';
import { resolveBrand, type BrandInfoInput } from '../src/core/brand/index.js';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../src/core/i18n/locales.js';
import { NATIVE_NAMES } from '../src/elements/acq-language-menu/native-names.js';
import { PRESET_NAMES, VARIABLE_NAMES, isPresetName, type ContrastPair, type VariableName } from '../src/core/theme/index.js';
import {
  appearanceFromHash,
  buildAppearance,
  darkPreview,
  readPastedAppearance,
  shareUrl,
  type BuiltAppearance,
  type EditorState,
} from './preview-appearance.js';
import { fontSuggestions, variableRow, type VariableRow } from './preview-controls.js';
import { mountGallery, type Gallery } from './preview-gallery.js';
import { layoutForm, type LayoutForm } from './preview-layout.js';
import { rulesForm, type RulesForm } from './preview-rules.js';
import { importStripe, schemaProblems, stateOfText } from './preview-studio.js';

const $ = <T extends HTMLElement>(selector: string): T => {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`theme preview: ${selector} is missing`);
  return found;
};

const state: EditorState = { theme: 'default', edits: {}, extras: {} };
let brand: ViewBrand = {};
let language: SupportedLocale = 'en';
let built: BuiltAppearance = buildAppearance(state);
let gallery: Gallery | undefined;

const rows = new Map<VariableName, VariableRow>();
let rules: RulesForm;
let layout: LayoutForm;

// ——— controls ———

function setUpControls(): void {
  const preset = $<HTMLSelectElement>('#preset');
  preset.append(...PRESET_NAMES.map((name) => new Option(name, name)));
  preset.addEventListener('change', () => {
    if (isPresetName(preset.value)) loadState({ theme: preset.value, edits: {}, extras: state.extras });
  });
  $('#reset').addEventListener('click', () => loadState({ theme: state.theme, edits: {}, extras: {} }));

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
  rules = rulesForm($('#rules'), (next) => {
    state.extras = { ...state.extras, rules: next };
    update();
  });
  layout = layoutForm($('#layout'), (change) => {
    state.extras = withoutUndefined({ ...state.extras, ...change });
    update();
  });

  const languages = $<HTMLSelectElement>('#language');
  languages.append(...SUPPORTED_LOCALES.map((locale) => new Option(`${NATIVE_NAMES[locale]} (${locale})`, locale)));
  languages.addEventListener('change', () => {
    language = languages.value as SupportedLocale;
    showPreview();
  });
  $('#scheme').addEventListener('change', showPreview);
  $('#direction').addEventListener('change', showPreview);

  for (const id of ['#brand-name', '#brand-logo', '#brand-image']) $(id).addEventListener('change', updateBrand);
  $('#copy').addEventListener('click', () => void copyString());
  $('#share').addEventListener('click', () => void shareLink());
  $('#load').addEventListener('click', loadPasted);
  $('#stripe-import').addEventListener('click', loadStripe);
  $('#appearance-editor').addEventListener('input', editJson);
}

/** Replaces the editor state (preset change, reset, a pasted or shared value) and shows every value. */
function loadState(next: EditorState): void {
  state.theme = next.theme;
  state.edits = { ...next.edits };
  state.extras = { ...next.extras };
  $<HTMLSelectElement>('#preset').value = next.theme;
  built = buildAppearance(state);
  for (const row of rows.values()) row.show(built.variables[row.name]);
  rules.show((state.extras['rules'] ?? {}) as Parameters<RulesForm['show']>[0]);
  layout.show(state.extras);
  update();
}

function withoutUndefined(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
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
  const editor = $<HTMLTextAreaElement>('#appearance-editor');
  if (document.activeElement !== editor) {
    editor.value = JSON.stringify(JSON.parse(built.json), null, 2);
    showProblems([]);
  }
  $('#copy-status').textContent = '';
  layout.flag(built.dropped.filter(({ key }) => !key.startsWith('rules')).map(({ key, reason }) => `Not used: ${key}: ${reason}.`));
  showContrast(built.contrast.pairs);
  showPreview();
}

/** The gallery in the chosen scheme and direction. */
function showPreview(): void {
  const dark = $<HTMLSelectElement>('#scheme').value === 'dark';
  const rtl = $<HTMLSelectElement>('#direction').value === 'rtl';
  gallery?.setAppearance(dark ? darkPreview(built) : built.json);
  gallery?.setLanguage(rtl ? 'ar' : language);
}

function editJson(): void {
  const text = $<HTMLTextAreaElement>('#appearance-editor').value;
  showProblems(schemaProblems(text));
  const next = stateOfText(text);
  if (next) loadState(next);
}

function showProblems(problems: string[]): void {
  $('#schema-problems').replaceChildren(...problems.map((p) => Object.assign(document.createElement('li'), { textContent: p })));
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

async function copyText(text: string, status: HTMLElement, fallback: HTMLInputElement | HTMLTextAreaElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = 'Copied.';
  } catch {
    // No clipboard access (permissions, plain http): select it for Ctrl+C / ⌘C.
    fallback.focus();
    fallback.select();
    status.textContent = 'Selected — press Ctrl+C (⌘C) to copy.';
  }
}

async function copyString(): Promise<void> {
  await copyText(built.json, $('#copy-status'), $<HTMLTextAreaElement>('#appearance-string'));
}

async function shareLink(): Promise<void> {
  const link = $<HTMLInputElement>('#share-url');
  link.value = shareUrl(location.href, built.json);
  history.replaceState(null, '', link.value);
  await copyText(link.value, $('#copy-status'), link);
}

function showResult(box: HTMLElement, lines: string[]): void {
  box.replaceChildren(...lines.map((line) => Object.assign(document.createElement('span'), { textContent: line })));
}

function loadPasted(): void {
  const result = readPastedAppearance($<HTMLTextAreaElement>('#paste').value);
  const box = $('#paste-result');
  if (!result.ok) return showResult(box, [result.reason]);
  loadState(result.state);
  showResult(box, ['Loaded.', ...result.dropped.map(({ key, reason }) => `Dropped ${key}: ${reason}.`)]);
}

function loadStripe(): void {
  const result = importStripe($<HTMLTextAreaElement>('#stripe').value);
  const box = $('#stripe-result');
  if (!result.ok) return showResult(box, [result.reason]);
  loadState(result.state);
  showResult(box, ['Imported.', ...result.notes]);
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
  gallery?.reload();
}

setUpControls();
const shared = appearanceFromHash(location.hash);
const fromLink = shared === undefined ? undefined : readPastedAppearance(shared);
loadState(fromLink?.ok ? fromLink.state : state);
updateBrand();
gallery = mountGallery($('.tp-gallery'), () => brand, built.json, language);
