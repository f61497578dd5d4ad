import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseRequest } from '../../../src/core/api/envelope.js';
import { SubscriptionCreateRequest } from '../../../src/core/api/subscription.js';
import { SubscriptionChangeRequest } from '../../../src/core/api/subscription-change.js';
import { checkRows, subscriptionChange, subscriptionCreate, withField, x, type Row } from './fixtures.js';

const A0020 = 'A0020', A0021 = 'A0021';

const planRows = (prefix: string): Row[] => [
  [`${prefix}.description`, x(128), 'ok'],
  [`${prefix}.description`, x(129), A0020],
  [`${prefix}.periodType`, 'YEARLY', A0021],
  [`${prefix}.periodInterval`, '12', 'ok'],
  [`${prefix}.periodInterval`, '13', A0020],
  [`${prefix}.periodInterval`, '0', A0020],
  [`${prefix}.periodInterval`, 'one', A0021],
  [`${prefix}.periodInterval`, 1, A0021],
  [`${prefix}.numberOfPeriod`, '2', 'ok'],
  [`${prefix}.numberOfPeriod`, '1', A0020],
  [`${prefix}.numberOfPeriod`, '', 'ok'],
  [`${prefix}.numberOfPeriod`, '36', 'ok'],
  [`${prefix}.numberOfPeriod`, '37', A0020],
  [`${prefix}.trialPeriodAmount`, '0', 'ok'],
  [`${prefix}.trialPeriodAmount`, '', 'ok'],
  [`${prefix}.trialPeriodAmount`, '-1', A0020],
  [`${prefix}.trialPeriodAmount`, '1.5.0', A0021],
  [`${prefix}.numberOfTrialPeriod`, 'x', A0021],
  [`${prefix}.trialPeriodType`, 'HOURLY', A0021],
  [`${prefix}.trialPeriodInterval`, '12', 'ok'],
  [`${prefix}.trialPeriodInterval`, '13', A0020],
];

test('subscription create and change: plan rules (intervals, numberOfPeriod, 3 years, trial)', () => {
  checkRows(SubscriptionCreateRequest, subscriptionCreate, planRows('productInfo'));
  checkRows(SubscriptionChangeRequest, subscriptionChange, planRows('productInfoList[0]'));
});

test('plan rules by period type', () => {
  const plan = (fields: Record<string, string>) => withField(subscriptionCreate, 'productInfo', { description: 'p', ...fields });
  const code = (fields: Record<string, string>) => {
    const result = parseRequest(SubscriptionCreateRequest, plan(fields));
    return result.ok ? 'ok' : `${result.envelope.code} ${String(result.envelope.msgParams?.field)}`;
  };
  const rows: [Record<string, string>, string][] = [
    [{ periodType: 'WEEKLY', periodInterval: '4' }, 'ok'],
    [{ periodType: 'WEEKLY', periodInterval: '5' }, 'A0020 productInfo.periodInterval'],
    [{ periodType: 'DAILY', periodInterval: '365' }, 'ok'],
    [{ periodType: 'DAILY', periodInterval: '366' }, 'A0020 productInfo.periodInterval'],
    [{ periodType: 'MONTHLY', periodInterval: '12', numberOfPeriod: '3' }, 'ok'],
    [{ periodType: 'MONTHLY', periodInterval: '12', numberOfPeriod: '4' }, 'A0020 productInfo.numberOfPeriod'],
    [{ periodType: 'WEEKLY', periodInterval: '1', numberOfPeriod: '156' }, 'ok'],
    [{ periodType: 'WEEKLY', periodInterval: '1', numberOfPeriod: '157' }, 'A0020 productInfo.numberOfPeriod'],
    [{ periodType: 'DAILY', periodInterval: '365', numberOfPeriod: '3' }, 'ok'],
    [{ periodType: 'DAILY', periodInterval: '1', numberOfPeriod: '1096' }, 'A0020 productInfo.numberOfPeriod'],
    // The trial interval is checked against its own type, and defaults to periodType / periodInterval.
    [{ periodType: 'MONTHLY', periodInterval: '1', trialPeriodType: 'WEEKLY', trialPeriodInterval: '4' }, 'ok'],
    [{ periodType: 'MONTHLY', periodInterval: '1', trialPeriodType: 'WEEKLY', trialPeriodInterval: '5' }, 'A0020 productInfo.trialPeriodInterval'],
    [{ periodType: 'MONTHLY', periodInterval: '12', trialPeriodType: 'WEEKLY' }, 'A0020 productInfo.trialPeriodInterval'],
    [{ periodType: 'DAILY', periodInterval: '30', trialPeriodInterval: '365' }, 'ok'],
    [{ periodType: 'DAILY', periodInterval: '30', trialPeriodInterval: '366' }, 'A0020 productInfo.trialPeriodInterval'],
  ];
  for (const [fields, expected] of rows) assert.equal(code(fields), expected, JSON.stringify(fields));
});
