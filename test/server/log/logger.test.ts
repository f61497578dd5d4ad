import { test } from 'node:test';
import assert from 'node:assert/strict';
import { redactText, redactingLogger, type LogEntry } from '../../../src/server/log/logger.js';
import { sessionTag } from '../../../src/server/index.js';
import { newManageSessionId, newSessionId } from '../../../src/server/session/session-id.js';

test('redactText: secrets, URL queries and card numbers', () => {
  const rows: [string, string][] = [
    ['key sk_live_123 here', 'key [redacted] here'],
    ['go https://pay.example/auth?token=abc&x=1 now', 'go https://pay.example/auth?[redacted] now'],
    ['https://pay.example/a#frag', 'https://pay.example/a?[redacted]'],
    ['card 4242 4242 4242 4242 ok', 'card [redacted-digits] ok'],
    ['card 4000000000000002', 'card [redacted-digits]'],
    ['plain /cashier/sessions/cs_abc status 200', 'plain /cashier/sessions/cs_abc status 200'],
  ];
  for (const [input, want] of rows) assert.equal(redactText(input, ['sk_live_123']), want);
});

test('redactingLogger: entries are redacted before the sink sees them', () => {
  const got: LogEntry[] = [];
  const log = redactingLogger((e) => got.push(e), ['sk_"odd"']);
  log({ level: 'info', msg: 'x', detail: 'with sk_"odd" inside' });
  assert.equal(got[0]!.detail, 'with [redacted] inside');
});

test('session ids become their tag: in paths, fields and URLs; other cs_ words stay', () => {
  const id = newSessionId();
  const tag = sessionTag(id);
  assert.match(tag, /^cs_~[0-9a-f]{8}$/);
  assert.equal(sessionTag(id), tag, 'stable: lines of one session correlate');
  assert.equal(redactText(`/cashier/sessions/${id}/pay`, []), `/cashier/sessions/${tag}/pay`);
  assert.equal(redactText(`https://shop.example/done/${id}?acq_session=${id}`, []), `https://shop.example/done/${tag}?[redacted]`);
  assert.equal(redactText(redactText(id, []), []), tag, 'idempotent (the standalone wraps the proxy\'s logger)');
  assert.equal(redactText(`${id}x`, []), `${id}x`, 'not an id: 33 characters');
  const got: LogEntry[] = [];
  redactingLogger((e) => got.push(e), [])({ level: 'info', msg: 'x', sessionId: id, path: `/cashier/sessions/${id}` });
  assert.ok(!JSON.stringify(got).includes(id.slice(3)));
  assert.equal(got[0]!.sessionId, tag);
});

test('a subscription page id (ms_) is tagged as a checkout id is: table', () => {
  const cs = newSessionId();
  const ms = newManageSessionId();
  const rows: [input: string, want: string][] = [
    [`/cashier/sessions/${ms}`, `/cashier/sessions/${sessionTag(ms)}`],
    [`/cashier/sessions/${ms}/subscription/change`, `/cashier/sessions/${sessionTag(ms)}/subscription/change`],
    [`page ${ms} and checkout ${cs}`, `page ${sessionTag(ms)} and checkout ${sessionTag(cs)}`],
    [`"${ms}"`, `"${sessionTag(ms)}"`],
    [`${ms}x`, `${ms}x`],
    [`x${ms}`, `x${ms}`],
    [`ms_${'A'.repeat(31)}`, `ms_${'A'.repeat(31)}`],
    [`xs_${'A'.repeat(32)}`, `xs_${'A'.repeat(32)}`],
    ['ms_ words stay', 'ms_ words stay'],
  ];
  for (const [input, want] of rows) assert.equal(redactText(input, []), want, input);
  assert.match(sessionTag(ms), /^ms_~[0-9a-f]{8}$/);
  assert.notEqual(sessionTag(ms), sessionTag(cs));
  assert.equal(redactText(redactText(ms, []), []), sessionTag(ms), 'idempotent');
  const got: LogEntry[] = [];
  redactingLogger((e) => got.push(e), [])({ level: 'info', msg: 'x', sessionId: ms, path: `/cashier/sessions/${ms}/events` });
  assert.ok(!JSON.stringify(got).includes(ms.slice(3)));
});
