/** Filipino. */
import type { ManageCatalog } from './en.js';

const fil: ManageCatalog = {
  'manage.title': "Ang iyong subscription",
  'manage.status': "Katayuan",
  'subscription.status.trialing': "Nasa trial",
  'subscription.status.active': "Aktibo",
  'subscription.status.past_due': "Lampas na sa takdang bayad",
  'subscription.status.pending': "Nakabinbin",
  'subscription.status.cancelled': "Nakansela",
  'subscription.status.expired': "Nag-expire na",
  'subscription.status.closed': "Sarado",
  'manage.trialEnds': "Katapusan ng trial",
  'manage.history': "Kasaysayan ng pagbabayad",
  'manage.amount': "Halaga",
  'manage.noPayments': "Wala pang bayad.",
  'manage.payment.paid': "Bayad na",
  'manage.payment.failed': "Nabigo",
  'manage.payment.pending': "Nakabinbin",
  'manage.pastDue': "Nabigo ang iyong huling bayad. I-update ang iyong paraan ng pagbabayad para mapanatili ang iyong subscription.",
  'manage.updatePayment': "I-update ang paraan ng pagbabayad",
  'manage.popupOpen': "I-update ang iyong paraan ng pagbabayad sa window na nagbukas.",
  'manage.changePlan': "Palitan ang plan",
  'manage.choosePlan': "Pumili ng bagong plan",
  'manage.keepPlan': "Panatilihin ang kasalukuyang plan",
  'manage.cancel': "Kanselahin ang subscription",
  'manage.confirmTitle': "Kanselahin ang iyong subscription?",
  'manage.keepUntil': "May access ka pa hanggang {date}.",
  'manage.keep': "Panatilihin ang subscription",
  'manage.cancelled': "Nakansela na ang iyong subscription.",
  'manage.refused': "Hindi makansela ang iyong subscription.",
};
export default fil;
