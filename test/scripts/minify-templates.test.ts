import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minifyCss, minifyHtml, minifyTemplates } from '../../scripts/minify-templates.js';

describe('minifyCss', () => {
  const cases: Array<[string, string, string]> = [
    ['whitespace and comments', '\n  /* why */\n  .a {\n    color: red;\n    margin: 0 auto;\n  }\n', ' .a{color:red;margin:0 auto}'],
    ['selector lists', 'h2,\n  h3 ,\n  p {\n  margin: 0;\n}', 'h2,h3,p{margin:0}'],
    ['a space before : is a descendant combinator', '.a :focus-visible { outline: 0 }', '.a :focus-visible{outline:0}'],
    ['media queries', '@media (forced-colors: active) {\n  .b { border: 1px solid ButtonText; }\n}', '@media (forced-colors:active){.b{border:1px solid ButtonText}}'],
    ['calc keeps its operator spaces', 'a { gap: calc(var(--_space) * 2); }', 'a{gap:calc(var(--_space) * 2)}'],
    ['quoted text is kept', "[role='menu  item'] { content: \"a ;  b\"; }", "[role='menu  item']{content:\"a ;  b\"}"],
    ['a quote in a comment opens no string', "/* the screen's place */\n.a {\n  content: '';\n  gap: 0;\n}\n/* it's */ .b { gap: 0 }", " .a{content:'';gap:0}.b{gap:0}"],
    ['a comment inside a string is text', ".a { content: '/* x */'; }", ".a{content:'/* x */'}"],
  ];
  for (const [name, input, expected] of cases) it(name, () => assert.equal(minifyCss(input), expected));
});

describe('minifyHtml', () => {
  it('collapses each whitespace run to one space', () => {
    assert.equal(minifyHtml('\n  <label class="x">\n    <span>a</span>\n    <b>b</b>\n  </label>\n'), ' <label class="x"> <span>a</span> <b>b</b> </label> ');
  });
});

describe('minifyTemplates', () => {
  it('changes only the static text of css`` and html`` templates, not expressions or other strings', () => {
    const code = [
      'const s = css`\n  :host {\n    ${unsafeCSS(x)}\n    color: red;\n  }\n`;',
      'const t = html`<p>\n  ${a ? html`<i>\n  x</i>` : "  keep  "}\n</p>`;',
      'const u = `plain   text`;',
    ].join('\n');
    const out = minifyTemplates(code);
    assert.ok(out.includes('css` :host{${unsafeCSS(x)} color:red}`'), out);
    assert.ok(out.includes('html`<p> ${a ? html`<i> x</i>` : "  keep  "} </p>`'), out);
    assert.ok(out.includes('`plain   text`'), out);
  });

  it('with html: false, leaves html`` as written (server-rendered HTML hydrates only with the same strings)', () => {
    const code = 'const s = css`\n  a {\n    color: red;\n  }\n`; const t = html`<p>\n  ${x}\n</p>`;';
    const out = minifyTemplates(code, { html: false });
    assert.ok(out.includes('css` a{color:red}`'), out);
    assert.ok(out.includes('html`<p>\n  ${x}\n</p>`'), out);
  });

  it('leaves an html template with <pre> or <textarea> as written', () => {
    const code = 'const t = html`<pre>\n  a\n</pre>`;';
    assert.equal(minifyTemplates(code), code);
  });
});
