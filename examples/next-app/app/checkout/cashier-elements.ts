// Lit's hydration support first: it must run before Lit's LitElement module, which the elements import.
import 'acq-cashier/hydrate';
import 'acq-cashier';
