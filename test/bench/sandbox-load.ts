/** The sandbox alone: order creates (a unique paymentRequestId each) and inquiries per second. */
import type { ChildServer } from './spawn.js';
import { runLoad, type LoadResult, type LoadSettings } from './load.js';
import { bareOrderBody, SANDBOX_HEADERS } from './sandbox-bodies.js';

export interface SandboxLoadResult {
  create: LoadResult;
  inquiry: LoadResult;
}

export async function measureSandbox(sandbox: ChildServer, settings: LoadSettings): Promise<SandboxLoadResult> {
  const seed = bareOrderBody();
  const created = await fetch(`${sandbox.url}/api/v1/order/create`, { method: 'POST', headers: SANDBOX_HEADERS, body: JSON.stringify(seed) });
  if (!created.ok) throw new Error(`sandbox create: ${created.status}`);
  const inquiry = await runLoad(
    { url: `${sandbox.url}/api/v1/order/inquiry`, method: 'POST', headers: SANDBOX_HEADERS, body: JSON.stringify({ paymentRequestId: seed.paymentRequestId }) },
    settings,
  );
  const create = await runLoad(
    {
      url: `${sandbox.url}/api/v1/order/create`,
      method: 'POST',
      headers: SANDBOX_HEADERS,
      requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(bareOrderBody()) }) }],
    },
    settings,
  );
  return { create, inquiry };
}
