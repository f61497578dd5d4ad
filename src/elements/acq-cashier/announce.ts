/** What the cashier's live region says when it enters a state. */
import { RETURNED_UNPAID, type FlowState } from '../../core/flow/index.js';
import type { LocalizeController } from '../shared/localize-controller.js';

export function announcementOf(state: FlowState, t: LocalizeController): string {
  switch (state.name) {
    case 'loading':
      return t.t('cashier.loading');
    case 'ready':
      // Back unpaid from the acquirer's page: its note (a polite status, drawn with its text, which screen readers may not read) is said here. A refusal's note is an alert of its own.
      return state.notice?.code === RETURNED_UNPAID.code ? (t.tMaybe(state.notice.messageKey) ?? '') : '';
    case 'submitting':
      return t.t('pay.processing');
    case 'redirecting':
      return t.t(state.mode === 'popup' ? 'cashier.popupOpen' : 'cashier.redirecting');
    case 'confirming':
      return t.t('cashier.confirming');
    case 'error':
      return t.t('result.error.title');
    default:
      return t.t(state.name === 'succeeded' && state.view.kind !== 'order' ? 'result.subscribed.title' : `result.${state.name}.title`);
  }
}
