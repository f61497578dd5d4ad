/** Valid base requests and table helpers: set one field at a path, parse, compare the code; or list what a schema accepts. */
import assert from 'node:assert/strict';
import type * as z from 'zod/mini';
import { parseRequest } from '../../../src/core/api/envelope.js';

export const DELETE = Symbol('delete');

/** A deep copy of `base` with `value` at `path` ("a.b[0].c", missing objects created); DELETE removes the key. */
export function withField(base: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split(/\.|\[(\d+)\]/).filter((k) => k !== undefined && k !== '');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value === DELETE) delete target[last];
  else target[last] = value;
  return copy;
}

/** A table row: the field path, the value, and 'ok' or the expected envelope code. */
export type Row = readonly [path: string, value: unknown, expected: string, field?: string];

/** Runs the rows against `schema` from `base`; a failure must name the field it set (or `field`). */
export function checkRows(schema: z.ZodMiniType, base: unknown, rows: readonly Row[]): void {
  for (const [path, value, expected, field = path] of rows) {
    const result = parseRequest(schema, withField(base, path, value));
    const label = `${path} = ${JSON.stringify(String(value)).slice(0, 40)}`;
    if (expected === 'ok') {
      assert.ok(result.ok, `${label}: expected ok, got ${result.ok ? '' : result.envelope.msg}`);
    } else {
      assert.ok(!result.ok, `${label}: expected ${expected}, got ok`);
      assert.equal(result.envelope.code, expected, `${label}: ${result.envelope.msg}`);
      assert.equal(result.envelope.msgParams?.field, field, `${label}: ${result.envelope.msg}`);
    }
  }
}

/** Asserts that `schema` accepts each of `values` (expected true) or refuses each (false). */
export function accepts(schema: { safeParse(v: unknown): { success: boolean } }, values: readonly unknown[], expected: boolean): void {
  for (const value of values) assert.equal(schema.safeParse(value).success, expected, `${JSON.stringify(value)}`);
}

export const x = (n: number) => 'x'.repeat(n);

export const merchantInfo = { merchantId: 'M10001' };
export const userInfo = { userId: 'u-1', userEmail: 'u-1@shop.example' };

export const productInfo = { description: 'Pro plan', periodType: 'MONTHLY', periodInterval: '1' };

export const subscriptionCreate = {
  subscriptionRequest: 'sreq-1',
  merchantSubscriptionId: 'plan-pro',
  currency: 'USD',
  amount: '9.99',
  productInfo,
  merchantInfo,
  userInfo,
  paymentInfo: { productName: 'SUBSCRIPTION' },
  requestedAt: '2026-07-08T10:00:00Z',
  notifyUrl: 'https://shop.example/notify',
  subscriptionManagementUrl: 'https://shop.example/account/subscription',
};

export const subscriptionChange = {
  subscriptionRequest: 'sreq-2',
  originSubscriptionRequest: 'sreq-1',
  remainingAmount: '4.50',
  currency: 'USD',
  requestedAt: '2026-07-08T10:00:00+08:00',
  notifyUrl: 'https://shop.example/notify',
  productInfoList: [productInfo],
  merchantInfo,
  userInfo,
  goodsInfo: { goodsId: 'g-1', goodsName: 'Pro plan' },
  paymentInfo: { productName: 'SUBSCRIPTION', cashierLanguage: 'en-US' },
};

export const orderCreate = {
  paymentRequestId: 'preq-1',
  merchantOrderId: 'order-1',
  orderCurrency: 'USD',
  orderAmount: '19.90',
  orderDescription: 'Two mugs',
  orderRequestedAt: '2026-07-08T10:00:00Z',
  merchantInfo,
  userInfo,
  paymentInfo: { productName: 'ONE_TIME_PAYMENT' },
  notifyUrl: 'http://127.0.0.1:5173/cashier/notify',
};
