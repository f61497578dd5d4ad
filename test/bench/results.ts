/** The shape of test/bench/results.json: one section per bench; a section that failed carries its error. */
import type { CompareResult } from './compare.js';
import type { Composition } from './composition.js';
import type { Machine } from './machine.js';
import type { MemoryResult } from './memory.js';
import type { NpmAppSizes } from './npm-app.js';
import type { ProxyLoadResult } from './proxy-load.js';
import type { RedisLoadResult } from './redis-load.js';
import type { SandboxLoadResult } from './sandbox-load.js';
import type { SideBySide } from './side-by-side.js';
import type { BudgetCheck } from './size.js';
import type { SseResult } from './sse.js';
import type { ResultScreenResult, TtiResult } from './tti.js';

export type Section<T> = T | { error: string };

export interface BenchResults {
  generatedAt: string;
  quick: boolean;
  seconds: number;
  machine: Machine;
  settings: Record<string, number>;
  size: Section<{ cdn: BudgetCheck; build: 'built' | 'reused'; npmApp: Section<NpmAppSizes>; composition: Section<Composition> }>;
  tti: Section<TtiResult>;
  /** Ours against Adyen Web Drop-in, alternating loads in one run. */
  adyen: Section<CompareResult>;
  /** Screenshots of Drop-in's page and ours side by side, laptop and phone (side-by-side.ts). */
  screens?: Section<SideBySide>;
  resultScreen: Section<ResultScreenResult>;
  memory: Section<MemoryResult>;
  proxy: Section<ProxyLoadResult>;
  sse: Section<SseResult>;
  sandbox: Section<SandboxLoadResult>;
  redis: Section<RedisLoadResult>;
}

export function failed<T extends object>(section: Section<T>): section is { error: string } {
  return 'error' in section;
}
