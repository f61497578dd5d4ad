/** <acq-cashier> in Svelte markup, for svelte-check: the attributes this shop sets. */
import type { HTMLAttributes } from 'svelte/elements';
import type { AcqCashier } from 'acq-cashier';

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'acq-cashier': HTMLAttributes<AcqCashier> & Partial<Pick<AcqCashier, 'session' | 'endpoint' | 'language' | 'appearance'>>;
  }
}

export {};
