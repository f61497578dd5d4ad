import { test } from 'node:test';
import { SubscriptionChangeRequest } from '../../../src/core/api/subscription-change.js';
import { checkRows, DELETE, subscriptionChange, x } from './fixtures.js';

const A0019 = 'A0019', A0020 = 'A0020';

test('subscription change: required objects, list and lengths', () => {
  checkRows(SubscriptionChangeRequest, subscriptionChange, [
    ['productInfoList', [], A0020],
    ['productInfoList', DELETE, A0019],
    ['goodsInfo', DELETE, A0019],
    ['paymentInfo', DELETE, A0019],
    ['userInfo', DELETE, A0019],
    ['originSubscriptionRequest', x(32), 'ok'],
    ['originSubscriptionRequest', x(33), A0020],
    ['remainingAmount', '0', 'ok'],
    ['remainingAmount', '-0.01', A0020],
    ['successRedirectUrl', `https://${x(248)}`, 'ok'],
    ['successRedirectUrl', `https://${x(249)}`, A0020],
    ['cancelRedirectUrl', `https://${x(504)}`, 'ok'],
    ['subscriptionManagementUrl', DELETE, 'ok'],
    ['topupInfo', { seats: 3 }, 'ok'],
  ]);
});
