/**
 * The strict-CSP page: records every `securitypolicyviolation` (in `window.cspViolations`
 * and on the page, no report-uri needed), then creates a real session through the shop's
 * backend and mounts the script-tag cashier on it. It imports nothing, so the cashier on
 * this page is only ever the CDN build.
 */
export interface RecordedViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  sample: string;
}

declare global {
  interface Window {
    cspViolations: RecordedViolation[];
  }
}

const $ = (selector: string): HTMLElement => document.querySelector<HTMLElement>(selector)!;

window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  const violation: RecordedViolation = {
    directive: event.effectiveDirective,
    blockedURI: event.blockedURI,
    sourceFile: event.sourceFile,
    line: event.lineNumber,
    sample: event.sample,
  };
  window.cspViolations.push(violation);
  const item = document.createElement('li');
  item.textContent = JSON.stringify(violation);
  $('#violations').append(item);
  $('#violation-count').textContent = String(window.cspViolations.length);
});

function setState(text: string): void {
  $('#cashier-state').textContent = text;
}

/** `?item=…&language=…&appearance=…&mode=…` pass through to the shop's backend and the element. */
async function mount(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const response = await fetch('/api/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      item: params.get('item') ?? 'coffee-1kg',
      language: params.get('language') ?? undefined,
      appearance: params.get('appearance') ?? undefined,
    }),
  });
  const body = (await response.json()) as { sessionId?: string; error?: { message: string } };
  if (!body.sessionId) throw new Error(body.error?.message ?? `checkout answered ${response.status}`);
  await customElements.whenDefined('acq-cashier');
  const cashier = document.createElement('acq-cashier');
  cashier.setAttribute('endpoint', '/cashier');
  cashier.setAttribute('session', body.sessionId);
  cashier.setAttribute('redirect-mode', params.get('mode') ?? 'frame');
  cashier.addEventListener('acq-ready', () => setState('ready'));
  cashier.addEventListener('acq-error', () => setState('error'));
  $('#cashier-slot').append(cashier);
}

mount().catch((error: unknown) => setState(`failed: ${String(error)}`));
