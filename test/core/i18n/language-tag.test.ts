import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ISO_3166_1, ISO_639_1, inCodeList, isCashierLanguage } from '../../../src/core/i18n/language-tag.js';

// The readable sources of the bitmaps in language-tag.ts (checked against CLDR's display names).
const LANGUAGES =
  'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu';
const REGIONS =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

function allTwoLetterCodes(): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return [...letters].flatMap((a) => [...letters].map((b) => a + b));
}

test('the bitmaps hold exactly the ISO 639-1 and ISO 3166-1 lists', () => {
  const languages = new Set(LANGUAGES.split(' '));
  const regions = new Set(REGIONS.toLowerCase().split(' '));
  assert.equal(languages.size, 184);
  assert.equal(regions.size, 249);
  for (const code of allTwoLetterCodes()) {
    assert.equal(inCodeList(ISO_639_1, code), languages.has(code), `language ${code}`);
    assert.equal(inCodeList(ISO_3166_1, code), regions.has(code), `region ${code}`);
  }
});

const cases: ReadonlyArray<[tag: string, valid: boolean]> = [
  ['en', true],
  ['EN', true],
  ['de', true],
  ['en-US', true],
  ['en-us', true],
  ['pt-BR', true],
  ['zh-Hant', true],
  ['zh-Hant-TW', true],
  ['ZH-HANT-tw', true],
  ['en-Latn-US', true],
  ['sr-Cyrl', true],
  ['ar-EG', true],
  ['he', true],
  ['yi', true],
  ['bh', true],
  ['eng', false], // three letters: ISO 639-2, not 639-1
  ['e1', false],
  ['e', false],
  ['', false],
  [' en', false],
  ['en ', false],
  ['en_US', false], // POSIX separator is not BCP 47
  ['en-US-x', false],
  ['en-US-x-twain', false],
  ['en-USA', false], // alpha-3 region
  ['es-419', false], // UN M.49 region: not ISO 3166-1 alpha-2
  ['en-Latn-US-', false],
  ['en-Lat', false],
  ['en-Latin', false],
  ['en-US-Latn', false], // script after region
  ['zh-Hant-Hans', false],
  ['xx', false], // two letters, no such language
  ['qa', false],
  ['iw', false], // withdrawn in 1989 (now he)
  ['in', false], // withdrawn in 1989 (now id)
  ['en-UK', false], // reserved, not assigned (GB is)
  ['en-EU', false],
  ['en-XK', false], // Kosovo: user-assigned, not in ISO 3166-1
  ['en-ZZ', false],
  ['C', false],
  ['x-klingon', false],
  ['i-klingon', false],
  ['*', false],
  ['a'.repeat(25), false],
  ['en-Latn-US'.padEnd(25, 'x'), false],
];

for (const [tag, valid] of cases) {
  test(`isCashierLanguage(${JSON.stringify(tag)}) is ${valid}`, () => {
    assert.equal(isCashierLanguage(tag), valid);
  });
}
