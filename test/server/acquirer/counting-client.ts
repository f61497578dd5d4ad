/**
 * An acquirer client for the misconfiguration tests: its calls counted and its log lines
 * kept; each call goes to the in-process sandbox unless `answer` stands in for it.
 */
import { createAcquirerClient } from '../../../src/server/acquirer/acquirer-client.js';
import type { LogEntry } from '../../../src/server/log/logger.js';

export interface CountingClientOptions {
  sandbox: { fetch(request: Request): Response | Promise<Response> };
  apiKey: string;
  baseUrl?: string;
  merchantId?: string;
  answer?: () => Response | Promise<Response>;
}

export function countingClient({ sandbox, apiKey, baseUrl = 'http://acq.test', merchantId, answer }: CountingClientOptions) {
  const logs: LogEntry[] = [];
  let calls = 0;
  const acquirer = createAcquirerClient({
    baseUrl,
    apiKey,
    ...(merchantId === undefined ? {} : { merchantId }),
    retryBaseMs: 1,
    logger: (entry) => logs.push(entry),
    fetch: async (input, init) => {
      calls++;
      return answer ? answer() : sandbox.fetch(new Request(input, init));
    },
  });
  return { acquirer, logs, calls: () => calls };
}
