/**
 * The glossary in every catalog: wherever the English source says card, pay, trial,
 * subscription, cancel (or refund), the translation uses its language's glossary word,
 * in the cashier's messages, the card form's and the hosted pages' alike.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GLOSSARY, SOURCE_TERMS, type GlossaryTerm } from '../../../src/core/i18n/glossary.js';
import { SUPPORTED_LOCALES } from '../../../src/core/i18n/locales.js';
import { englishOf, messagesOf } from './all-messages.js';

const TERMS = Object.keys(SOURCE_TERMS) as GlossaryTerm[];

test('the English source uses the terms the glossary checks', async () => {
  const english = Object.entries(await messagesOf('en'));
  for (const term of TERMS.filter((t) => t !== 'refund')) {
    assert.ok(english.some(([key, text]) => SOURCE_TERMS[term](text, key)), term);
  }
});

for (const locale of SUPPORTED_LOCALES.filter((id) => id !== 'en')) {
  test(`${locale} uses its glossary word wherever English uses the term`, async () => {
    const english = await messagesOf('en');
    const glossary = GLOSSARY[locale];
    const misses: string[] = [];
    for (const [key, text] of Object.entries(await messagesOf(locale))) {
      const source = englishOf(english, key);
      if (source === undefined) continue;
      const lower = text.toLocaleLowerCase(locale);
      for (const term of TERMS) {
        if (!SOURCE_TERMS[term](source, key)) continue;
        if (!glossary[term].some((form) => lower.includes(form.toLocaleLowerCase(locale)))) {
          misses.push(`${key} (${term}: ${glossary[term][0]}): ${text}`);
        }
      }
    }
    assert.deepEqual(misses, []);
  });
}
