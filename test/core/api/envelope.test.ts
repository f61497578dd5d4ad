import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as z from 'zod/mini';
import { envelopeFromIssues, envelopeOf, fail, fieldPath, isOk, ok, parseRequest, withoutNulls } from '../../../src/core/api/envelope.js';
import { ErrorCode } from '../../../src/core/api/error-codes.js';
import { SubscriptionCreateRequest } from '../../../src/core/api/subscription.js';
import { subscriptionCreate, withField, x } from './fixtures.js';

test('ok and fail build the two envelope kinds; isOk tells them apart', () => {
  assert.deepEqual(ok({ a: 1 }), { code: '0', msg: 'success', data: { a: 1 } });
  assert.deepEqual(fail('A0028', 'not found'), { code: 'A0028', msg: 'not found', data: {} });
  assert.deepEqual(fail('A0019', 'm', { field: 'f' }).msgParams, { field: 'f' });
  assert.equal(isOk(ok(null)), true);
  assert.equal(isOk(fail('A0028', 'x')), false);
});

test('envelopeOf: numeric 0 becomes "0", nulls read as absent, data checked only on success', () => {
  const Env = envelopeOf(z.object({ id: z.string(), note: z.optional(z.string()) }));
  assert.deepEqual(Env.parse({ code: 0, msg: 'success', data: { id: 'a', note: null } }), { code: '0', msg: 'success', data: { id: 'a' } });
  assert.deepEqual(Env.parse({ code: 'A0028', msg: 'nf', data: {} }), { code: 'A0028', msg: 'nf', data: {} });
  assert.deepEqual(Env.parse({ code: 'B0008', msg: 'no', data: null }), { code: 'B0008', msg: 'no' });
  assert.equal(Env.parse({ code: '0', success: true, fail: false, data: { id: 'a' } }).msg, '');
  const bad = Env.safeParse({ code: '0', msg: 'success', data: { id: 5 } });
  assert.equal(bad.success, false);
  assert.deepEqual(bad.error?.issues[0]?.path, ['data', 'id']);
  for (const junk of [null, 5, 'x', [], { msg: 'no code' }]) assert.equal(Env.safeParse(junk).success, false);
  assert.deepEqual(withoutNulls({ a: null, b: [{ c: null, d: 1 }], e: 'x' }), { b: [{ d: 1 }], e: 'x' });
});

test('fieldPath names nested fields and list items', () => {
  assert.equal(fieldPath(['userInfo', 'userId']), 'userInfo.userId');
  assert.equal(fieldPath(['productInfoList', 0, 'periodInterval']), 'productInfoList[0].periodInterval');
  assert.equal(fieldPath([]), '');
});

test('a failed request becomes a failure envelope naming the field and the rule', () => {
  const env = (path: string, value: unknown) => {
    const result = parseRequest(SubscriptionCreateRequest, withField(subscriptionCreate, path, value));
    assert.ok(!result.ok);
    return result.envelope;
  };
  assert.deepEqual(env('userInfo.userId', x(65)), {
    code: ErrorCode.FieldOutOfRange,
    msg: 'userInfo.userId: at most 64 characters',
    msgParams: { field: 'userInfo.userId', rule: 'maxLength', maximum: 64 },
    data: {},
  });
  const language = env('paymentInfo.cashierLanguage', 'en_US');
  assert.equal(language.code, ErrorCode.InvalidCashierLanguage);
  assert.equal(language.msg, 'paymentInfo.cashierLanguage: must be an IETF BCP 47 tag (A0047)');
  assert.deepEqual(language.msgParams, { field: 'paymentInfo.cashierLanguage', rule: 'cashierLanguage' });
  const missing = env('notifyUrl', undefined);
  assert.equal(missing.code, ErrorCode.RequiredFieldMissing);
  assert.equal(missing.msg, 'notifyUrl: is required');
  const wrongType = env('amount', 10);
  assert.equal(wrongType.code, ErrorCode.InvalidFieldValue);
  assert.equal(wrongType.msgParams?.rule, 'type');
  const badEnum = env('productInfo.periodType', 'YEARLY');
  assert.equal(badEnum.msg, 'productInfo.periodType: must be one of DAILY, WEEKLY, MONTHLY');
  const json = env('extendInfo', '{');
  assert.deepEqual([json.code, json.msgParams?.rule], [ErrorCode.InvalidFieldValue, 'jsonString']);
});

test('the A0047 issue wins over other issues of the same request', () => {
  const body = withField(withField(subscriptionCreate, 'userInfo.userId', x(65)), 'paymentInfo.cashierLanguage', 'en_US');
  const result = parseRequest(SubscriptionCreateRequest, body);
  assert.ok(!result.ok);
  assert.equal(result.envelope.code, 'A0047');
});

test('a body that is not an object is refused, not thrown', () => {
  for (const body of [undefined, null, 42, 'text', [], [1, 2], x(100_000)]) {
    const result = parseRequest(SubscriptionCreateRequest, body);
    assert.ok(!result.ok);
    assert.equal(result.envelope.msgParams?.field, '');
    assert.match(result.envelope.msg, /^request body: /);
  }
});

test('envelopeFromIssues works without the body, and with no issues', () => {
  const result = SubscriptionCreateRequest.safeParse({});
  assert.ok(!result.success);
  assert.equal(envelopeFromIssues(result.error).code, ErrorCode.RequiredFieldMissing);
  assert.equal(envelopeFromIssues({ issues: [] }).code, ErrorCode.InvalidFieldValue);
  const custom = envelopeFromIssues({ issues: [{ code: 'custom', path: ['a'], message: 'nope', params: { rule: 'r', code: 'A0034', limit: '5' } }] });
  assert.deepEqual(custom, { code: 'A0034', msg: 'a: nope', msgParams: { field: 'a', rule: 'r', limit: '5' }, data: {} });
});

test('a schema that throws still answers an envelope', () => {
  const Throwing = z.string().check(z.refine(() => { throw new Error('boom'); }));
  const result = parseRequest(Throwing, 'x');
  assert.ok(!result.ok);
  assert.equal(result.envelope.code, ErrorCode.InvalidFieldValue);
});

test('every error code is unique and well-formed', () => {
  const codes = Object.values(ErrorCode);
  assert.equal(new Set(codes).size, codes.length);
  for (const code of codes) assert.match(code, /^[ABD]\d{4}$/);
});
