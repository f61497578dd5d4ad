/**
 * The cashier's theme (a cashierAppearance: the element's attribute, else the session's).
 * Most sessions have none, so the appearance code (src/core/theme's grammars, via
 * shared/appearance.ts) is a lazy chunk (shared/appearance-code.ts): started by the first
 * screen as soon as a theme is known, and awaited before the view renders, so a themed
 * cashier never shows its view unthemed.
 */
import type * as Appearance from '../shared/appearance.js';
import { loadAppearanceCode } from '../shared/appearance-code.js';

export class CashierTheme {
  private code: typeof Appearance | undefined;
  private applied: Appearance.AppliedAppearance | undefined;
  private warned: string | undefined;

  constructor(
    private readonly host: HTMLElement,
    /** Called each time an appearance is set on the host, and when its code failed to load (the default theme stays). */
    private readonly onSettled: () => void = () => undefined,
  ) {}

  /** Nothing to load for this appearance (none, or the code is here). */
  ready(appearance: string | undefined): boolean {
    return !appearance || this.code !== undefined;
  }

  /** Loads the appearance code if `appearance` needs it (a failed load leaves the default theme). */
  async prepare(appearance: string | undefined): Promise<void> {
    if (this.ready(appearance)) return;
    this.code = await loadAppearanceCode().catch(() => undefined);
  }

  /** Sets `appearance` on the host (or clears what was set); loads the code first if it must. */
  apply(appearance: string | undefined): void {
    const code = this.code;
    if (!code) {
      if (appearance) void this.prepare(appearance).then(() => (this.code ? this.apply(appearance) : this.onSettled()));
      return;
    }
    this.applied = code.applyAppearance(this.host, appearance, this.applied);
    this.onSettled();
    if (!appearance || appearance === this.warned) return;
    this.warned = appearance;
    void code.warnAboutAppearance(appearance);
  }
}
