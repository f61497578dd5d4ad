import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseRedirectMode, planRedirect, POPUP_FEATURES, type RedirectMode } from '../../../src/core/redirect/index.js';

const input = {
  url: new URL('https://pay.example.com/auth/1?x=1'),
  sessionId: 'cs_test_1',
  attempt: 2,
  endpoint: '/cashier',
  now: 1_700_000_000_000,
};
const resume = { sessionId: 'cs_test_1', attempt: 2, endpoint: '/cashier', savedAt: 1_700_000_000_000 };

describe('planRedirect', () => {
  it('redirect: navigate after saving the resume record', () => {
    assert.deepEqual(planRedirect('redirect', input), { mode: 'redirect', url: input.url.href, resume });
  });

  it('popup: a named window per session, falling back to redirect with the same record', () => {
    assert.deepEqual(planRedirect('popup', input), {
      mode: 'popup',
      url: input.url.href,
      windowName: 'acq-cashier-cs_test_1',
      features: POPUP_FEATURES,
      resume,
      fallback: 'redirect',
    });
  });

  it('popup: the window name is safe whatever the session id holds', () => {
    const plan = planRedirect('popup', { ...input, sessionId: 'cs 1/../"x"' });
    assert.equal(plan.mode === 'popup' && plan.windowName, 'acq-cashier-cs_1_____x_');
  });

  it('frame: the page in a dialog, and the origin allowed to post back', () => {
    assert.deepEqual(planRedirect('frame', input), {
      mode: 'frame',
      url: input.url.href,
      origin: 'https://pay.example.com',
    });
  });

  it('an unknown mode plans a full-page redirect', () => {
    assert.equal(planRedirect('tab' as RedirectMode, input).mode, 'redirect');
  });
});

describe('parseRedirectMode', () => {
  const cases: Array<[string | null | undefined, RedirectMode]> = [
    ['redirect', 'redirect'],
    ['popup', 'popup'],
    ['frame', 'frame'],
    [' POPUP ', 'popup'],
    ['iframe', 'redirect'],
    ['', 'redirect'],
    [null, 'redirect'],
    [undefined, 'redirect'],
  ];
  for (const [value, expected] of cases) it(String(JSON.stringify(value)), () => assert.equal(parseRedirectMode(value), expected));
});
