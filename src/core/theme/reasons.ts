/**
 * The words of every refusal of the theme grammars. The grammars themselves return short
 * fault codes, so the browser's first load carries the grammars (which must run before
 * anything applies) but not these sentences: only the warning path (lazily loaded), the
 * proxy and the tools word the faults.
 */
import { MAX_COLOR_LENGTH, type ColorFault } from './color-scan.js';
import { PRESET_NAMES } from './presets.js';
import { MAX_FONT_FAMILIES, MAX_VALUE_LENGTH, type ValueFault } from './value-check.js';
import { FONT_ORIGINS, MAX_FONTS } from './fonts.js';
import { RULE_NAMES, RULE_PROPERTY_NAMES } from './rules.js';
import { VARIABLE_NAMES } from './variables.js';

const MAX_KEY_LENGTH = 64;

const COLOR_WORDS: Readonly<Record<string, string>> = {
  long: `longer than ${MAX_COLOR_LENGTH} characters`,
  hex: 'not a hex colour (#rgb, #rgba, #rrggbb or #rrggbbaa)',
  word: 'not a colour (use #hex, rgb(), rgba(), hsl(), hsla() or a common colour name)',
  slash: 'more than one "/"',
  count: 'needs three channels and an optional alpha',
  alpha: 'alpha must be 0–1 or 0%–100%',
  rgb: 'channels must be 0–255 or 0%–100%',
  hsl: 'hue must be a number or deg, saturation and lightness 0%–100%',
};

export function colorFaultText(fault: ColorFault): string {
  const [name, what] = fault.split(':');
  return what === undefined ? (COLOR_WORDS[fault] ?? fault) : `${name}(): ${COLOR_WORDS[what] ?? what}`;
}

export function reasonText([code, detail]: ValueFault): string {
  switch (code) {
    case 'type':
      return `must be a string, got ${describeType(detail)}`;
    case 'long':
      return `longer than ${MAX_VALUE_LENGTH} characters`;
    case 'color':
      return colorFaultText(String(detail));
    case 'length':
      return 'not a length (a number with px, rem, em or %)';
    case 'unit':
      return 'needs a unit (px, rem, em or %)';
    case 'percent':
      return '% is not allowed here; use px, rem or em';
    case 'range':
      return `out of range (${String(detail)})`;
    case 'families':
      return `more than ${MAX_FONT_FAMILIES} font families`;
    case 'empty':
      return 'empty font family name';
    case 'family':
      return `font family ${JSON.stringify(String(detail).slice(0, 40))}: use letters, digits, spaces and hyphens, and quote names with a word starting with a digit`;
    case 'keyword':
      return `"${String(detail)}" is a CSS keyword, not a font family`;
    case 'keyword-of':
      return `must be one of ${(detail as string[]).join(', ')}`;
    case 'parts':
      return `at most ${String(detail)} lengths`;
    case 'weight':
      return 'must be 100–900 in steps of 100, normal or bold';
    case 'shadow':
      return 'not a shadow: none, or up to 3 of "[inset] x y [blur [spread]] [colour]" (-64px–64px)';
    default:
      return appearanceFaultText([code, detail]);
  }
}

/** The faults of the document's own shape (not of one value). */
function appearanceFaultText([code, detail]: ValueFault): string {
  switch (code) {
    case 'document':
      return `must be a JSON object like {"variables": {…}}, got ${describeDocument(detail)}`;
    case 'theme':
      return `unknown theme ${String(JSON.stringify(detail)).slice(0, MAX_KEY_LENGTH)}; use one of ${PRESET_NAMES.join(', ')}`;
    case 'schema':
      return 'must be a string';
    case 'nested':
      return 'variables go inside "variables"';
    case 'variables':
      return 'must be an object of theme variables';
    case 'variable':
      return unknownVariableReason(String(detail));
    case 'rules':
      return 'must be an object of rules, like {"Input": {"border-color": "#888"}}';
    case 'rule':
      return `unknown rule; use one of ${RULE_NAMES.join(', ')}`;
    case 'declarations':
      return 'must be an object of properties, like {"border-color": "#888"}';
    case 'layout':
      return 'must be an object like {"labels": "floating"}';
    case 'layout-key':
      return 'unknown layout option; use labels, inputs, fontSizeScale, borderWidth, focusRingWidth or focusRingOffset';
    case 'scale':
      return 'must be a number from 0.75 to 1.5';
    case 'dark-variable':
      return 'darkVariables takes colour variables only';
    case 'fonts':
      return `must be a list of at most ${MAX_FONTS} {"cssSrc": "https://…"}`;
    case 'font-url':
      return 'cssSrc must be an absolute URL of at most 512 characters';
    case 'font-https':
      return 'cssSrc must start with https://';
    case 'font-credentials':
      return 'cssSrc must not hold a user name or password';
    case 'font-origin':
      return `${String(detail).slice(0, 64)} is not a font service the widget loads from; use ${Object.keys(FONT_ORIGINS).join(', ')}`;
    case 'focus-only':
      return 'outline-* styles the focus ring: use it on Input:focus, Tab:focus or Button:focus';
    case 'property':
      return `unknown or unsafe property; use one of ${RULE_PROPERTY_NAMES.join(', ')}`;
    default:
      return 'unknown key';
  }
}

function unknownVariableReason(key: string): string {
  const loose = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');
  const near = VARIABLE_NAMES.find((name) => loose(name) === loose(key));
  return near ? `unknown variable; did you mean ${near}?` : 'unknown variable';
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

function describeDocument(document: unknown): string {
  if (typeof document === 'string') return 'a string (encoded twice?)';
  return Array.isArray(document) ? 'an array' : String(document);
}
