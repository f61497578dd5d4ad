import { test } from 'node:test';
import assert from 'node:assert/strict';
import { typeAheadIndex } from '../../src/core/type-ahead.js';

const NAMES = ['English', 'Deutsch', 'Dansk', 'Čeština', 'Español', 'Svenska', 'Suomi', 'العربية'];

test('type-ahead: the next name that starts with what was typed', () => {
  const rows: Array<[from: number, typed: string, expected: number]> = [
    [0, 'd', 1], // the first D after English
    [1, 'd', 2], // D again: on to the next D
    [2, 'd', 1], // and round
    [0, 'da', 2], // a longer prefix
    [2, 'da', 2], // stays on the item it names
    [0, 'ce', 3], // accents aside
    [0, 'C', 3], // case aside
    [0, 'es', 4],
    [0, 'su', 6],
    [0, 'ss', 5], // the same letter twice: the next S, not a prefix "ss"
    [5, 'ss', 6],
    [0, 'ا', 7], // Arabic script too
    [0, 'x', -1],
    [0, '', -1],
  ];
  for (const [from, typed, expected] of rows) assert.equal(typeAheadIndex(NAMES, from, typed), expected, `${from} ${typed}`);
});
