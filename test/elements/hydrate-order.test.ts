/**
 * A merchant's mistake: the hydration support loaded after the cashier (its module tag
 * after acq-cashier.js, or imported after 'acq-cashier'). Server-rendered HTML would be
 * drawn over twice; the support says so once, with the fix, instead of failing silently.
 */
import { expect } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';

describe('acq-cashier/hydrate loaded after the cashier', () => {
  it('one console error that names the order to fix', async () => {
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      await import('../../src/hydrate.js');
    } finally {
      console.error = original;
    }
    expect(logged).to.have.length(1);
    expect(String(logged[0]![0])).to.contain('(acq-hydrate.js) before acq-cashier.js').and.to.contain('import "acq-cashier/hydrate"');
  });
});
