/**
 * No English left on a non-English screen: every message of every family (the cashier's,
 * the card form's, the hosted pages') differs from English in every non-English catalog,
 * but for the few messages that are rightly the same, listed here with the reason.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SUPPORTED_LOCALES } from '../../../src/core/i18n/locales.js';
import { englishOf, messagesOf } from './all-messages.js';

/** [languages ('*': all), key, why it may read as in English]. */
const SAME_AS_ENGLISH: ReadonlyArray<readonly [languages: '*' | readonly string[], key: string, why: string]> = [
  ['*', 'method.APPLEPAY', 'a brand name'],
  ['*', 'method.GOOGLEPAY', 'a brand name'],
  ['*', 'period.pricePer', 'placeholders only ("{price} {period}")'],
  [['es', 'pt', 'fr', 'id', 'mt', 'ro'], 'order.total', '"Total" is the word in these languages'],
  [['ro'], 'savedCard.card', '"Card" is the Romanian word'],
  [['da'], 'result.code', '"Reference" is the Danish word'],
  [['de', 'nl', 'da', 'nb', 'sv', 'id', 'ms'], 'manage.status', '"Status" is the word in these languages'],
  [['nl'], 'method.EWALLET', 'Dutch checkouts say "E-wallet"'],
  // Filipino keeps these English payment words, as the major platforms' Filipino does.
  ...(['subscription.title', 'subscription.trial', 'method.CREDITCARD', 'method.DEBITCARD', 'method.EWALLET', 'savedCard.card', 'card.cvc'] as const)
    .map((key) => [['fil'], key, 'the Filipino word is the English one'] as const),
];

function allowed(locale: string, key: string): boolean {
  const language = locale.split('-')[0]!;
  return SAME_AS_ENGLISH.some(([languages, allowedKey]) => allowedKey === key && (languages === '*' || languages.includes(language)));
}

for (const locale of SUPPORTED_LOCALES.filter((id) => !id.startsWith('en'))) {
  test(`${locale}: no message reads as in English`, async () => {
    const english = await messagesOf('en');
    const same = Object.entries(await messagesOf(locale))
      .filter(([key, text]) => text === englishOf(english, key) && !allowed(locale, key))
      .map(([key, text]) => `${key}: ${text}`);
    assert.deepEqual(same, []);
  });
}

test('every allowed equality is still one (the list does not outlive its messages)', async () => {
  const english = await messagesOf('en');
  for (const [languages, key] of SAME_AS_ENGLISH) {
    const locales = SUPPORTED_LOCALES.filter((id) => languages === '*' ? !id.startsWith('en') : languages.includes(id.split('-')[0]!));
    const results = await Promise.all(locales.map(async (id) => (await messagesOf(id))[key] === englishOf(english, key)));
    assert.ok(results.some(Boolean), `${key} (${languages}) differs from English everywhere: drop it from the list`);
  }
});
