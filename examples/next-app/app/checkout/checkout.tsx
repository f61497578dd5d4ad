'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AcqSuccessEvent } from 'acq-cashier';

const subscribeNothing = () => () => {};

/**
 * The server-rendered cashier, and the shop's own "paid" notice. The browser parses the
 * HTML's `<template shadowrootmode>` into the element's shadow root, so the methods show
 * before any script; once React has hydrated this component, the effect listens for
 * acq-success and only then loads the elements, which hydrate what the server rendered.
 * In that order the listener is there before the element can fire (on the return page it
 * reports the outcome as soon as the proxy confirms it), and React hydrates the markup as
 * the server sent it.
 */
export function Checkout({ cashierHtml }: { cashierHtml: string }) {
  const [paidStatus, setPaidStatus] = useState<string>();
  const host = useRef<HTMLDivElement>(null);
  // The server's markup while hydrating it (the server snapshot), kept as it is after. On a
  // client-side navigation (next/link) there is none: React would set it with innerHTML,
  // which builds no shadow roots, so the effect parses it with setHTMLUnsafe instead.
  const hydrating = useSyncExternalStore(subscribeNothing, () => false, () => true);
  const [serverMarkup] = useState(() => (hydrating ? { __html: cashierHtml } : undefined));
  useEffect(() => {
    const element = host.current!;
    const onSuccess = (event: AcqSuccessEvent) => setPaidStatus(event.detail.snapshot?.status ?? 'succeeded');
    element.addEventListener('acq-success', onSuccess);
    if (!element.firstChild) element.setHTMLUnsafe(cashierHtml);
    void import('./cashier-elements');
    return () => element.removeEventListener('acq-success', onSuccess);
  }, [cashierHtml]);
  return (
    <>
      {paidStatus ? (
        <p role="status" data-testid="order-paid">
          Order paid ({paidStatus})
        </p>
      ) : null}
      {/* suppressHydrationWarning: the template became a shadow root, so this div's innerHTML
          no longer reads as the string (React's development build compares them). */}
      <div ref={host} dangerouslySetInnerHTML={serverMarkup} suppressHydrationWarning />
    </>
  );
}
