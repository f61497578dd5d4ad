/** Mounting <acq-subscription-manage> against its fake proxy, and reading its shadow root, for the element tests. */
import { waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-subscription-manage/acq-subscription-manage.js';
import type { AcqSubscriptionManage } from '../../src/elements/acq-subscription-manage/acq-subscription-manage.js';
import { FakeManageProxy, FakeViewSource, type FakeManageProxyOptions } from './fake-manage-proxy.js';
import { settle } from './fixtures.js';

export type Log = Array<{ type: string; detail: any }>;
const EVENTS = ['acq-ready', 'acq-subscription-cancel', 'acq-plan-change', 'acq-error'] as const;

/** The page for `options.view`, every event of EVENTS recorded from before it connects, ready and in its language. */
export async function mount(options: FakeManageProxyOptions, attributes: Record<string, string> = {}): Promise<{ el: AcqSubscriptionManage; proxy: FakeManageProxy; log: Log }> {
  const proxy = new FakeManageProxy(options);
  const el = document.createElement('acq-subscription-manage');
  const log: Log = [];
  for (const type of EVENTS) el.addEventListener(type, (e) => log.push({ type, detail: (e as CustomEvent).detail }));
  el.fetchImpl = proxy.fetch;
  el.eventSourceFactory = FakeViewSource.factory;
  for (const [name, value] of Object.entries({ session: options.view.id, endpoint: '/cashier', language: 'en', ...attributes })) el.setAttribute(name, value);
  document.body.append(el);
  await waitUntil(() => log.some((e) => e.type === 'acq-ready' || e.type === 'acq-error'), 'never ready', { timeout: 4000 });
  await settle(el, attributes.language === 'ar' ? 'ar' : attributes.language === 'de' ? 'de' : 'en');
  return { el, proxy, log };
}

export const root = (el: HTMLElement) => el.shadowRoot!;
/** The shadow root's text, every run of white space (no-break spaces too) as one space. */
export const text = (el: HTMLElement) => root(el).textContent!.replace(/\s+/g, ' ');
export const part = (el: HTMLElement, name: string) => root(el).querySelector<HTMLButtonElement>(`[part~=${name}]`);
export const rows = (el: HTMLElement) => [...root(el).querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim()));
