/**
 * Chargebacks: the sandbox merchant starts with a few seeded cases (the sandbox has no
 * card network to raise new ones). PENDING → EVIDENCE_SUBMITTED by an evidence update,
 * PENDING or EVIDENCE_SUBMITTED → ACCEPTED by accept; WON and LOST are seeded only.
 */
import { fail, ok, type Envelope } from '../core/api/envelope.js';
import { ErrorCode } from '../core/api/error-codes.js';
import type { SandboxContext } from './context.js';
import type { Chargeback } from './state.js';

const DAY = 86_400_000;

export function seedChargebacks(ctx: SandboxContext): void {
  const now = ctx.clock.now().getTime();
  const at = (days: number) => new Date(now + days * DAY).toISOString();
  const seeds: Array<Omit<Chargeback, 'evidence' | 'updatedAt'>> = [
    { chargebackId: 'cb_seed_0001', originalOrderId: 'ord_seed_0001', merchantOrderId: 'MO-SEED-0001', amount: '49.99', currency: 'EUR', reason: '10.4 Other fraud: card-absent environment', status: 'PENDING', createdAt: at(-3), evidenceDueAt: at(11) },
    { chargebackId: 'cb_seed_0002', originalOrderId: 'ord_seed_0002', merchantOrderId: 'MO-SEED-0002', amount: '120.00', currency: 'USD', reason: '13.1 Merchandise/services not received', status: 'PENDING', createdAt: at(-2), evidenceDueAt: at(12) },
    { chargebackId: 'cb_seed_0003', originalOrderId: 'ord_seed_0003', merchantOrderId: 'MO-SEED-0003', amount: '9.99', currency: 'GBP', reason: '13.2 Cancelled recurring transaction', status: 'PENDING', createdAt: at(-1), evidenceDueAt: at(13) },
    { chargebackId: 'cb_seed_0004', originalOrderId: 'ord_seed_0004', merchantOrderId: 'MO-SEED-0004', amount: '15.00', currency: 'EUR', reason: '12.6 Duplicate processing', status: 'WON', createdAt: at(-40), evidenceDueAt: at(-26) },
    { chargebackId: 'cb_seed_0005', originalOrderId: 'ord_seed_0005', merchantOrderId: 'MO-SEED-0005', amount: '2500', currency: 'JPY', reason: '13.3 Not as described', status: 'LOST', createdAt: at(-60), evidenceDueAt: at(-46) },
  ];
  for (const seed of seeds) ctx.state.chargebacks.set(seed.chargebackId, { ...seed, evidence: { fileIds: [] }, updatedAt: seed.createdAt });
}

export function findChargeback(ctx: SandboxContext, ids: { chargebackId?: string; originalOrderId?: string }): Chargeback | undefined {
  if (ids.chargebackId) return ctx.state.chargebacks.get(ids.chargebackId);
  return [...ctx.state.chargebacks.values()].find((c) => c.originalOrderId === ids.originalOrderId);
}

const open = (c: Chargeback) => c.status === 'PENDING' || c.status === 'EVIDENCE_SUBMITTED';

export function updateEvidence(ctx: SandboxContext, cb: Chargeback, evidence: { description?: string; fileIds?: string[] }): Envelope<Chargeback> {
  if (!open(cb)) return fail(ErrorCode.StateNotAllowed, `chargeback ${cb.chargebackId} is ${cb.status}; evidence can be updated only while PENDING or EVIDENCE_SUBMITTED`);
  const now = ctx.clock.now();
  if (now.toISOString() > cb.evidenceDueAt) return fail(ErrorCode.StateNotAllowed, `the evidence deadline ${cb.evidenceDueAt} has passed`);
  const missing = (evidence.fileIds ?? []).find((id) => !ctx.state.files.has(id));
  if (missing) return fail(ErrorCode.NotFound, `evidence.fileIds: file ${missing} does not exist; upload it first`, { field: 'evidence.fileIds' });
  cb.evidence = { description: evidence.description ?? cb.evidence.description, fileIds: evidence.fileIds ?? cb.evidence.fileIds };
  cb.status = 'EVIDENCE_SUBMITTED';
  cb.updatedAt = now.toISOString();
  return ok(cb);
}

export function acceptChargeback(ctx: SandboxContext, cb: Chargeback): Envelope<Chargeback> {
  if (!open(cb)) return fail(ErrorCode.StateNotAllowed, `chargeback ${cb.chargebackId} is ${cb.status}; only an open chargeback can be accepted`);
  cb.status = 'ACCEPTED';
  cb.updatedAt = ctx.clock.now().toISOString();
  return ok(cb);
}
