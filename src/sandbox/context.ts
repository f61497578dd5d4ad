/** What every part of the sandbox shares: options, clock, state, the callback sender and the domain events. */
import type { CallbackDispatcher } from './callbacks.js';
import type { TestClock } from './clock.js';
import type { SandboxEvents } from './events.js';
import type { ResolvedOptions } from './options.js';
import type { SandboxState } from './state.js';

export interface SandboxContext extends SandboxEvents {
  options: ResolvedOptions;
  clock: TestClock;
  state: SandboxState;
  callbacks: CallbackDispatcher;
  /** The sandbox's base URL: options.publicUrl, else the origin the request came to. */
  baseUrl(requestUrl: string): string;
}
