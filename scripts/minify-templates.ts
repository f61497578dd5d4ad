/**
 * A Vite plugin for the CDN build: collapses the whitespace (and drops the comments) in
 * the static text of Lit's css`` and html`` tagged templates, which the JS minifier
 * leaves alone because it is string data. Only changes that keep the meaning:
 * - css: comments go; whitespace runs become one space, none around `{ } ; , :` (a space
 *   before `:` is kept: `.a :hover` is a descendant selector); `;}` → `}`; quoted text is
 *   copied as is.
 * - html: whitespace runs become one space (HTML renders any run as one); no element
 *   in the templates keeps whitespace (`<pre>`, `<textarea>`) — such a template is left
 *   as written.
 * Expressions (`${…}`) are untouched, and text next to one keeps a space where it had one.
 */
import { parseAst, type Plugin } from 'vite';

interface Span {
  start: number;
  end: number;
  text: string;
}

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const CSS_PUNCTUATION = /\s*([{};,])\s*/g;

/** Quoted strings and comments, matched in one pass: a quote inside a comment (`screen's`) opens no string. */
const CSS_STRING_OR_COMMENT = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\/\*[\s\S]*?\*\/)/;

export function minifyCss(raw: string): string {
  let out = '';
  let code = '';
  for (const [index, part] of raw.split(CSS_STRING_OR_COMMENT).entries()) {
    // Odd parts are comments, dropped (a space where one stood), or quoted strings, kept byte for byte.
    if (index % 2 === 0 || part.startsWith('/*')) code += index % 2 === 0 ? part : ' ';
    else {
      out += minifyCssCode(code) + part;
      code = '';
    }
  }
  return out + minifyCssCode(code);
}

function minifyCssCode(code: string): string {
  return code
    .replace(/\s+/g, ' ')
    .replace(CSS_PUNCTUATION, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}');
}

export function minifyHtml(raw: string): string {
  return raw.replace(/\s+/g, ' ');
}

const KEEPS_WHITESPACE = /<(pre|textarea)\b/i;

export interface MinifyOptions {
  /**
   * Also html`` (default true). Off for the merchant's module: server-rendered HTML is
   * hydrated only if its templates' strings are the very ones the server rendered with
   * (Lit checks a digest of them), and the server renders the unminified source.
   */
  html?: boolean;
}

/** The new text of every quasi of the css``/html`` templates in `code`. */
export function templateEdits(code: string, options: MinifyOptions = {}): Span[] {
  const tags = options.html === false ? ['css'] : ['css', 'html'];
  const edits: Span[] = [];
  visit(parseAst(code) as unknown as AstNode, (node) => {
    if (node.type !== 'TaggedTemplateExpression') return;
    const tag = node['tag'] as AstNode & { name?: string };
    if (tag.type !== 'Identifier' || !tags.includes(tag.name ?? '')) return;
    const quasis = (node['quasi'] as { quasis: Array<AstNode & { value: { raw: string } }> }).quasis;
    if (tag.name === 'html' && quasis.some((q) => KEEPS_WHITESPACE.test(q.value.raw))) return;
    const minify = tag.name === 'css' ? minifyCss : minifyHtml;
    for (const quasi of quasis) {
      const text = minify(quasi.value.raw);
      if (text !== quasi.value.raw) edits.push({ start: quasi.start, end: quasi.end, text });
    }
  });
  return edits;
}

function visit(node: AstNode, enter: (node: AstNode) => void): void {
  enter(node);
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child === 'object' && typeof (child as AstNode).type === 'string') visit(child as AstNode, enter);
    }
  }
}

export function minifyTemplates(code: string, options: MinifyOptions = {}): string {
  let out = code;
  // From the end, so earlier offsets stay valid.
  for (const edit of templateEdits(code, options).sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

export function minifyTemplatesPlugin(options: MinifyOptions = {}): Plugin {
  return {
    name: 'acq-minify-templates',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/elements\/.*\.ts$/.test(id) || !/\b(css|html)`/.test(code)) return null;
      return { code: minifyTemplates(code, options), map: null };
    },
  };
}
