/**
 * One labelled row per theme variable: a colour picker or a slider beside a text field
 * (the text field takes anything the grammar does: rgb(), hsl(), rem, a font list), and
 * a message line for refusals and contrast flags, tied to both inputs.
 */
import schema from '../themes/appearance.schema.json';
import { VARIABLES, cssPropertyName, type VariableName } from '../src/core/theme/index.js';

export interface VariableRow {
  name: VariableName;
  /** Shows a value (canonical CSS text) in the text field and the picker or slider. */
  show(value: string): void;
  /** Shows the row's problems; an empty list clears them. */
  flag(messages: readonly string[]): void;
}

const descriptions = schema.properties.variables.properties as Record<string, { description: string }>;

/** "Primary buttons, selected options, links. A colour: …" → the part before the grammar. */
function shortDescription(name: VariableName): string {
  return (descriptions[name]?.description ?? '').split(' A colour:')[0] ?? '';
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

/** Font stacks to start from; the field accepts any list of family names. */
const FONT_SUGGESTIONS = [
  'system-ui, sans-serif',
  '"Inter", system-ui, sans-serif',
  'Georgia, "Times New Roman", serif',
  '"Helvetica Neue", Arial, sans-serif',
  'ui-rounded, system-ui, sans-serif',
  'ui-monospace, "Courier New", monospace',
];

export function fontSuggestions(): HTMLDataListElement {
  const list = element('datalist', { id: 'font-suggestions' });
  for (const stack of FONT_SUGGESTIONS) list.append(element('option', { value: stack }));
  return list;
}

export function variableRow(name: VariableName, onEdit: (name: VariableName, raw: string) => void): { row: HTMLElement; api: VariableRow } {
  const spec = VARIABLES[name];
  const row = element('div', { className: `var-row kind-${spec.kind}` });
  row.dataset['variable'] = name;
  const textId = `var-${name}`;
  const messageId = `msg-${name}`;

  // The label is the variable's name alone; its custom property sits beside it.
  const head = element('div', { className: 'var-head' });
  head.append(
    element('label', { htmlFor: textId, className: 'var-name', textContent: name }),
    element('code', { textContent: cssPropertyName(name) }),
  );
  const hint = element('span', { className: 'var-hint', id: `hint-${name}`, textContent: shortDescription(name) });
  const text = element('input', { type: 'text', id: textId, name, spellcheck: false, autocomplete: 'off' });
  text.setAttribute('aria-describedby', `${messageId} hint-${name}`);
  const message = element('p', { className: 'var-msg', id: messageId });
  message.setAttribute('aria-live', 'polite');

  let companion: HTMLInputElement | null = null;
  if (spec.kind === 'color') {
    companion = element('input', { type: 'color', id: `pick-${name}` });
    companion.setAttribute('aria-label', `${name} colour picker`);
  } else if (spec.kind === 'length') {
    const [min, max] = spec.bounds.px;
    companion = element('input', { type: 'range', id: `range-${name}`, min: String(min), max: String(max), step: name === 'fontSizeBase' ? '0.5' : '1' });
    companion.setAttribute('aria-label', `${name} in px`);
  } else {
    text.setAttribute('list', 'font-suggestions');
  }
  companion?.setAttribute('aria-describedby', messageId);

  text.addEventListener('input', () => onEdit(name, text.value));
  companion?.addEventListener('input', () => {
    const raw = spec.kind === 'length' ? `${companion!.value}px` : companion!.value;
    text.value = raw;
    onEdit(name, raw);
  });

  row.append(head, ...(companion ? [companion] : []), text, hint, message);

  const api: VariableRow = {
    name,
    show(value) {
      if (document.activeElement !== text) text.value = value;
      if (!companion) return;
      if (spec.kind === 'color') {
        // The picker holds #rrggbb only; a translucent value shows its opaque part.
        if (/^#[0-9a-f]{6}/i.test(value)) companion.value = value.slice(0, 7);
      } else {
        const px = lengthInPx(value);
        if (px !== null) companion.value = String(px);
      }
    },
    flag(messages) {
      message.replaceChildren(...messages.map((m) => element('span', { textContent: m })));
      row.classList.toggle('has-problem', messages.length > 0);
    },
  };
  return { row, api };
}

/** "1.25rem" → 20, "12px" → 12; % has no px value here. */
function lengthInPx(value: string): number | null {
  const match = /^(-?[\d.]+)(px|rem|em)$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * (match[2] === 'px' ? 1 : 16);
}
