import { expect } from '@open-wc/testing';
import { Timers } from '../../../src/elements/shared/timers.js';

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Timers', () => {
  it('afterFrame runs its work in a task after the next frame, not before it', async () => {
    const timers = new Timers();
    const order: string[] = [];
    timers.afterFrame(() => order.push('work'));
    // Requested after it, this frame callback still runs before the work (a timer alone would usually not).
    await frame();
    order.push('frame');
    await tick(20);
    expect(order).to.deep.equal(['frame', 'work']);
  });

  it('clear() cancels work still waiting for its frame or its timer', async () => {
    const timers = new Timers();
    let ran = 0;
    timers.afterFrame(() => ran++);
    timers.clear();
    await frame();
    await tick(20);
    timers.afterFrame(() => ran++);
    await frame();
    timers.clear();
    await tick(20);
    expect(ran).to.equal(0);
  });

  it('later() runs once and cancel() stops it', async () => {
    const timers = new Timers();
    let ran = 0;
    timers.later(() => ran++, 0);
    timers.cancel(timers.later(() => ran++, 0));
    await tick(20);
    expect(ran).to.equal(1);
  });
});
