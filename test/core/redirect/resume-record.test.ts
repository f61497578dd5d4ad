import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  decodeResumeRecord,
  encodeResumeRecord,
  isResumeRecordFor,
  RESUME_MAX_AGE_MS,
  type ResumeRecord,
} from '../../../src/core/redirect/index.js';

const record: ResumeRecord = { sessionId: 'cs_1', attempt: 2, endpoint: '/cashier', savedAt: 1_000 };

describe('encode/decode', () => {
  it('round-trips', () => {
    assert.deepEqual(decodeResumeRecord(encodeResumeRecord(record)), record);
  });

  it('drops unknown fields', () => {
    assert.deepEqual(decodeResumeRecord(JSON.stringify({ ...record, pan: '4242' })), record);
  });

  it('refuses to encode an invalid record', () => {
    assert.throws(() => encodeResumeRecord({ ...record, attempt: 0 }));
  });

  const garbage: Array<[string, string | null | undefined]> = [
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['not JSON', '{sessionId:'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['an array', '[1,2]'],
    ['missing attempt', JSON.stringify({ sessionId: 'cs_1', endpoint: '/c', savedAt: 1 })],
    ['attempt as string', JSON.stringify({ ...record, attempt: '2' })],
    ['attempt zero', JSON.stringify({ ...record, attempt: 0 })],
    ['attempt fractional', JSON.stringify({ ...record, attempt: 1.5 })],
    ['empty session id', JSON.stringify({ ...record, sessionId: '' })],
    ['negative savedAt', JSON.stringify({ ...record, savedAt: -1 })],
    ['__proto__ pollution', '{"__proto__":{"attempt":1},"sessionId":"cs_1","endpoint":"/c","savedAt":1}'],
  ];
  for (const [label, text] of garbage) {
    it(`decodes ${label} to null`, () => assert.equal(decodeResumeRecord(text), null));
  }
});

describe('isResumeRecordFor', () => {
  const target = { sessionId: 'cs_1', endpoint: '/cashier', now: 2_000 };
  const cases: Array<[string, ResumeRecord | null, typeof target & { maxAgeMs?: number }, boolean]> = [
    ['same session and endpoint, fresh', record, target, true],
    ['no record', null, target, false],
    ['another session', record, { ...target, sessionId: 'cs_2' }, false],
    ['another endpoint', record, { ...target, endpoint: '/other' }, false],
    ['older than the max age', record, { ...target, now: 1_000 + RESUME_MAX_AGE_MS + 1 }, false],
    ['exactly the max age', record, { ...target, now: 1_000 + RESUME_MAX_AGE_MS }, true],
    ['saved in the future (clock moved back)', record, { ...target, now: 500 }, false],
    ['custom max age', record, { ...target, maxAgeMs: 500 }, false],
  ];
  for (const [label, rec, tgt, expected] of cases) it(label, () => assert.equal(isResumeRecordFor(rec, tgt), expected));
});
