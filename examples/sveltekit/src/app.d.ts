// <acq-cashier>'s attributes and onacq-* listeners in Svelte markup, for svelte-check.
import type {} from 'acq-cashier/svelte';

export {};
