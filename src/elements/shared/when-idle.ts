/**
 * Runs `run` once the page is idle: the first idle callback, at most `timeout` ms away (a
 * 200 ms timer where there is none). For work that must never compete with the first
 * screen: prefetching chunks, console checks.
 */
export function whenIdle(run: () => void, timeout = 2000): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout });
  else setTimeout(run, 200);
}
