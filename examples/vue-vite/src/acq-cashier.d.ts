/**
 * <acq-cashier> in Vue templates, for vue-tsc's strict template check: its attributes
 * and the events this shop listens to (`@acq-success` is the prop `onAcqSuccess`).
 */
import type { DefineComponent } from 'vue';
import type { AcqCashier, AcqFailureEvent, AcqSuccessEvent } from 'acq-cashier';

type CashierProps = Partial<Pick<AcqCashier, 'session' | 'endpoint' | 'language' | 'appearance'>> & {
  onAcqSuccess?: (event: AcqSuccessEvent) => void;
  onAcqFailure?: (event: AcqFailureEvent) => void;
};

declare module 'vue' {
  interface GlobalComponents {
    'acq-cashier': DefineComponent<CashierProps>;
  }
}
