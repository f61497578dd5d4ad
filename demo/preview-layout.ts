/**
 * The layout form of the theme studio: label placement, field spacing, font size scale,
 * border and focus ring widths, the colour scheme and font stylesheets. It edits the
 * document's `layout`, `colorScheme` and `fonts`; refusals show under the form.
 */
type Extras = Record<string, unknown>;

const FIELDS = [
  ['labels', 'Labels (card form)', ['above', 'floating']],
  ['inputs', 'Fields (card form)', ['spaced', 'condensed']],
  ['fontSizeScale', 'Font size scale (0.75–1.5)', null],
  ['borderWidth', 'Border width (0px–4px)', null],
  ['focusRingWidth', 'Focus ring width (1px–6px)', null],
  ['focusRingOffset', 'Focus ring offset (0px–8px)', null],
] as const;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

export interface LayoutForm {
  show(extras: Extras): void;
  /** Shows the refusals of layout, colorScheme and fonts (`layout.borderWidth: …`). */
  flag(messages: string[]): void;
}

export function layoutForm(box: HTMLElement, onEdit: (change: Extras) => void): LayoutForm {
  const controls = new Map<string, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>();
  const field = (id: string, label: string, control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) => {
    control.id = `layout-${id}`;
    const row = element('div', { className: 'tp-field' });
    row.append(element('label', { htmlFor: control.id, textContent: label }), control);
    box.append(row);
    controls.set(id, control);
  };
  for (const [key, label, choices] of FIELDS) {
    const control = choices ? element('select') : element('input', { type: 'text', spellcheck: false, autocomplete: 'off' });
    if (choices && control instanceof HTMLSelectElement) control.append(...choices.map((c) => new Option(c, c)));
    field(key, label, control);
  }
  const scheme = element('select');
  scheme.append(new Option('light', 'light'), new Option('auto: dark when the system is', 'auto'));
  field('colorScheme', 'Colour scheme', scheme);
  field('fonts', 'Font stylesheets (https, one per line)', element('textarea', { rows: 2, spellcheck: false }));
  const messages = element('p', { className: 'var-msg', id: 'layout-msg' });
  messages.setAttribute('aria-live', 'polite');
  box.append(messages);

  const read = (): Extras => {
    const layout: Record<string, unknown> = {};
    for (const [key, , choices] of FIELDS) {
      const value = controls.get(key)!.value.trim();
      // Defaults travel as nothing: only a choice that changes the look is written.
      if (!value || (choices && value === choices[0])) continue;
      layout[key] = key === 'fontSizeScale' && Number.isFinite(Number(value)) ? Number(value) : value;
    }
    const fonts = controls.get('fonts')!.value.split('\n').map((line) => line.trim()).filter(Boolean).map((cssSrc) => ({ cssSrc }));
    return {
      layout: Object.keys(layout).length ? layout : undefined,
      colorScheme: controls.get('colorScheme')!.value === 'auto' ? 'auto' : undefined,
      fonts: fonts.length ? fonts : undefined,
    };
  };
  for (const control of controls.values()) control.addEventListener('input', () => onEdit(read()));
  for (const control of controls.values()) control.addEventListener('change', () => onEdit(read()));

  return {
    show(extras) {
      const layout = (extras['layout'] ?? {}) as Record<string, unknown>;
      for (const [key, , choices] of FIELDS) {
        const control = controls.get(key)!;
        if (document.activeElement !== control) control.value = String(layout[key] ?? (choices ? choices[0] : ''));
      }
      controls.get('colorScheme')!.value = extras['colorScheme'] === 'auto' ? 'auto' : 'light';
      const fonts = controls.get('fonts')!;
      if (document.activeElement !== fonts) fonts.value = ((extras['fonts'] ?? []) as Array<{ cssSrc: string }>).map((f) => f.cssSrc).join('\n');
    },
    flag(lines) {
      messages.replaceChildren(...lines.map((line) => element('span', { textContent: line })));
    },
  };
}
