/**
 * The behaviour every CashierStore must have, run against each implementation by its own
 * test file (memory-store.contract.test.ts, redis-store.test.ts). Real time throughout:
 * Redis expires keys on its own clock.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CashierStore } from '../../../src/server/store/store.js';

export interface StoreContractOptions {
  /** A fresh, empty store (each test uses its own keys, so one may be shared). */
  makeStore: () => Promise<CashierStore>;
  /** Skip the whole suite with this reason (e.g. redis-server is not installed). */
  skip?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until check passes (pub/sub delivery is asynchronous over Redis). */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(10);
    }
  }
}

export function storeContract(name: string, options: StoreContractOptions): void {
  describe(`CashierStore contract: ${name}`, { skip: options.skip ?? false }, () => {
    let store: CashierStore;
    let n = 0;
    /** A key no other test touches. */
    const fresh = (label: string) => `contract:${label}:${process.pid}:${Date.now()}:${n++}`;

    before(async () => {
      store = await options.makeStore();
    });
    after(async () => {
      await store?.close?.();
    });

    describe('get, set, delete', () => {
      it('reads undefined for a key never written', async () => {
        assert.equal(await store.get(fresh('missing')), undefined);
      });
      it('reads back exactly what was written, and a second set overwrites', async () => {
        const key = fresh('rw');
        const value = JSON.stringify({ status: 'PENDING', note: 'ü € 日本 "quoted" \n' });
        await store.set(key, value, 10_000);
        assert.equal(await store.get(key), value);
        await store.set(key, 'second', 10_000);
        assert.equal(await store.get(key), 'second');
      });
      it('stores the empty string as a value, distinct from absent', async () => {
        const key = fresh('empty');
        await store.set(key, '', 10_000);
        assert.equal(await store.get(key), '');
        assert.equal(await store.setIfAbsent(key, 'x', 10_000), false);
      });
      it('delete removes a key, and deleting a missing key is harmless', async () => {
        const key = fresh('del');
        await store.set(key, 'v', 10_000);
        await store.delete(key);
        assert.equal(await store.get(key), undefined);
        await store.delete(key);
        assert.equal(await store.setIfAbsent(key, 'again', 10_000), true, 'a deleted key is absent');
      });
    });

    describe('time to live', () => {
      it('a key expires after its ttl', async () => {
        const key = fresh('ttl');
        await store.set(key, 'v', 300);
        assert.equal(await store.get(key), 'v');
        await sleep(450);
        assert.equal(await store.get(key), undefined);
      });
      it('an expired key counts as absent for setIfAbsent and compareAndSet', async () => {
        const a = fresh('ttl-sia');
        const b = fresh('ttl-cas');
        await store.set(a, 'old', 50);
        await store.set(b, 'old', 50);
        await sleep(150);
        assert.equal(await store.setIfAbsent(a, 'new', 10_000), true);
        assert.equal(await store.compareAndSet(b, 'old', 'x', 10_000), false, 'the expired value is no longer there');
        assert.equal(await store.compareAndSet(b, undefined, 'new', 10_000), true);
        assert.equal(await store.get(b), 'new');
      });
      it('set, setIfAbsent and compareAndSet each give the key their own ttl', async () => {
        const key = fresh('ttl-renew');
        await store.set(key, 'a', 300);
        assert.equal(await store.compareAndSet(key, 'a', 'b', 10_000), true);
        await sleep(450);
        assert.equal(await store.get(key), 'b', 'the compareAndSet ttl replaced the short one');
        await store.set(key, 'c', 60);
        await sleep(180);
        assert.equal(await store.get(key), undefined, 'set replaced the long ttl');
      });
    });

    describe('setIfAbsent', () => {
      it('stores only when absent and never overwrites', async () => {
        const key = fresh('sia');
        assert.equal(await store.setIfAbsent(key, 'first', 10_000), true);
        assert.equal(await store.setIfAbsent(key, 'second', 10_000), false);
        assert.equal(await store.get(key), 'first');
      });
      it('100 concurrent claims: exactly one wins, and its value is the one stored', async () => {
        const key = fresh('sia-race');
        const results = await Promise.all(Array.from({ length: 100 }, (_, i) => store.setIfAbsent(key, `claim-${i}`, 10_000)));
        const winners = results.flatMap((won, i) => (won ? [i] : []));
        assert.equal(winners.length, 1);
        assert.equal(await store.get(key), `claim-${winners[0]}`);
      });
    });

    describe('compareAndSet', () => {
      it('expected undefined means "holds nothing"', async () => {
        const key = fresh('cas-absent');
        assert.equal(await store.compareAndSet(key, undefined, 'one', 10_000), true);
        assert.equal(await store.compareAndSet(key, undefined, 'two', 10_000), false);
        assert.equal(await store.get(key), 'one');
      });
      it('replaces only the exact current value', async () => {
        const key = fresh('cas');
        await store.set(key, '{"v":1}', 10_000);
        assert.equal(await store.compareAndSet(key, '{"v":2}', '{"v":3}', 10_000), false);
        assert.equal(await store.compareAndSet(key, '{"v":1} ', '{"v":3}', 10_000), false, 'no trimming or parsing');
        assert.equal(await store.get(key), '{"v":1}');
        assert.equal(await store.compareAndSet(key, '{"v":1}', '{"v":2}', 10_000), true);
        assert.equal(await store.get(key), '{"v":2}');
      });
      it('a present key never matches expected undefined, even when it holds ""', async () => {
        const key = fresh('cas-empty');
        await store.set(key, '', 10_000);
        assert.equal(await store.compareAndSet(key, undefined, 'x', 10_000), false);
        assert.equal(await store.compareAndSet(key, '', 'x', 10_000), true);
      });
      it('a missing key never matches a defined expected value', async () => {
        assert.equal(await store.compareAndSet(fresh('cas-missing'), '', 'x', 10_000), false);
      });
      it('50 concurrent updates from the same value: exactly one wins', async () => {
        const key = fresh('cas-race');
        await store.set(key, 'v0', 10_000);
        const results = await Promise.all(Array.from({ length: 50 }, (_, i) => store.compareAndSet(key, 'v0', `v1-${i}`, 10_000)));
        const winners = results.flatMap((won, i) => (won ? [i] : []));
        assert.equal(winners.length, 1);
        assert.equal(await store.get(key), `v1-${winners[0]}`);
      });
    });

    describe('publish and subscribe', () => {
      it('delivers every message, in order, to every subscriber of the channel and to no other', async () => {
        const channel = fresh('ch');
        const a: string[] = [];
        const b: string[] = [];
        const other: string[] = [];
        const offA = await store.subscribe(channel, (m) => a.push(m));
        const offB = await store.subscribe(channel, (m) => b.push(m));
        const offOther = await store.subscribe(fresh('other'), (m) => other.push(m));
        for (const m of ['one', 'two', 'three']) await store.publish(channel, m);
        await eventually(() => {
          assert.deepEqual(a, ['one', 'two', 'three']);
          assert.deepEqual(b, ['one', 'two', 'three']);
        });
        assert.deepEqual(other, []);
        await Promise.all([offA(), offB(), offOther()]);
      });
      it('after unsubscribe a listener hears nothing more, the others still do', async () => {
        const channel = fresh('ch-off');
        const a: string[] = [];
        const b: string[] = [];
        const offA = await store.subscribe(channel, (m) => a.push(m));
        const offB = await store.subscribe(channel, (m) => b.push(m));
        await store.publish(channel, 'before');
        await eventually(() => assert.deepEqual(a, ['before']));
        await offA();
        await offA(); // a second call is harmless
        await store.publish(channel, 'after');
        await eventually(() => assert.deepEqual(b, ['before', 'after']));
        assert.deepEqual(a, ['before']);
        await offB();
        await store.publish(channel, 'nobody');
        await sleep(50);
        assert.deepEqual(b, ['before', 'after']);
      });
      it('a channel can be subscribed again after everyone left it', async () => {
        const channel = fresh('ch-again');
        const off = await store.subscribe(channel, () => undefined);
        await off();
        const got: string[] = [];
        const again = await store.subscribe(channel, (m) => got.push(m));
        await store.publish(channel, 'back');
        await eventually(() => assert.deepEqual(got, ['back']));
        await again();
      });
      it('a listener that throws does not stop the others', async () => {
        const channel = fresh('ch-throw');
        const got: string[] = [];
        const offBad = await store.subscribe(channel, () => {
          throw new Error('broken listener');
        });
        const offGood = await store.subscribe(channel, (m) => got.push(m));
        await store.publish(channel, 'still');
        await eventually(() => assert.deepEqual(got, ['still']));
        await Promise.all([offBad(), offGood()]);
      });
      it('publishing to a channel nobody listens to succeeds', async () => {
        await store.publish(fresh('ch-empty'), 'into the void');
      });
    });

    describe('takeSlot and releaseSlot (leases)', () => {
      it('gives at most limit holders a slot; a holder renews its own; a release frees one', async () => {
        const key = fresh('slots');
        assert.equal(await store.takeSlot(key, 'a', 2, 10_000), true);
        assert.equal(await store.takeSlot(key, 'b', 2, 10_000), true);
        assert.equal(await store.takeSlot(key, 'c', 2, 10_000), false);
        assert.equal(await store.takeSlot(key, 'a', 2, 10_000), true, 'a holder renews');
        await store.releaseSlot(key, 'a');
        await store.releaseSlot(key, 'a');
        assert.equal(await store.takeSlot(key, 'c', 2, 10_000), true);
        await store.releaseSlot(key, 'b');
        await store.releaseSlot(key, 'c');
      });
      it('a lapsed lease frees its slot (a dead process gives its slots back)', async () => {
        const key = fresh('slots-ttl');
        assert.equal(await store.takeSlot(key, 'dead', 1, 80), true);
        assert.equal(await store.takeSlot(key, 'other', 1, 10_000), false);
        await sleep(150);
        assert.equal(await store.takeSlot(key, 'other', 1, 10_000), true);
        await store.releaseSlot(key, 'other');
      });
      it('100 concurrent takers of 5 slots: exactly 5 win', async () => {
        const key = fresh('slots-race');
        const wins = await Promise.all(Array.from({ length: 100 }, (_, i) => store.takeSlot(key, `h${i}`, 5, 10_000)));
        assert.equal(wins.filter(Boolean).length, 5);
        await Promise.all(Array.from({ length: 100 }, (_, i) => store.releaseSlot(key, `h${i}`)));
        assert.equal(await store.takeSlot(key, 'after', 1, 10_000), true, 'every slot released');
        await store.releaseSlot(key, 'after');
      });
      it('slots live apart from get/set keys of other names', async () => {
        const key = fresh('slots-apart');
        await store.takeSlot(key, 'a', 1, 10_000);
        assert.equal(await store.get(fresh('slots-apart-other')), undefined);
        await store.releaseSlot(key, 'a');
      });
    });

    describe('close', () => {
      it('a fresh store closes cleanly, twice', async () => {
        const own = await options.makeStore();
        await own.set(fresh('close'), 'v', 10_000);
        await own.subscribe(fresh('close-ch'), () => undefined);
        await own.close?.();
        await own.close?.();
      });
    });
  });
}
