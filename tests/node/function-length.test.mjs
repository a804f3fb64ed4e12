// No function in web/ is longer than 80 lines (issue 22): each file is parsed with TypeScript's
// parser (a devDependency already; it reads JavaScript), and every function, method, accessor,
// constructor and arrow function is measured from its first line to its last, blank and comment
// lines included, nested functions counted in the one around them (ESLint's
// max-lines-per-function, with its defaults).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { root } from './helpers.mjs';

const ts = createRequire(import.meta.url)('typescript');
const MAX_LINES = 80;

function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return jsFiles(path);
    return /\.(m|c)?js$/.test(entry.name) ? [path] : [];
  });
}

// Every function in `file` as { name, line, lines }.
export function functionLengths(file, text = readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body) {
      const first = lineOf(node.getStart(source)),
        last = lineOf(node.end);
      found.push({ name: nameOf(node, source), line: first, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameOf(node, source) {
  if (node.name) return node.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (
    parent &&
    (ts.isVariableDeclaration(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent))
  )
    return parent.name.getText(source);
  return '(anonymous)';
}

test('the measure sees functions, methods and arrows, nested ones inside their outer one', () => {
  const text =
    'function a() {\n  const b = () => {\n    return 1;\n  };\n}\n' +
    'class C {\n  m() {}\n  get g() { return 1; }\n}\nconst d = function () {};\n';
  assert.deepEqual(
    functionLengths('x.js', text).map(({ name, lines }) => [name, lines]),
    [
      ['a', 5],
      ['b', 3],
      ['m', 1],
      ['g', 1],
      ['d', 1],
    ],
  );
});

test(`no function in web/ is longer than ${MAX_LINES} lines`, () => {
  const files = jsFiles(`${root}web`);
  assert.ok(files.length > 20, 'web/ has its JavaScript');
  const long = files.flatMap((file) =>
    functionLengths(file)
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${file.slice(root.length)}:${f.line} ${f.name}: ${f.lines} lines`),
  );
  assert.deepEqual(long, [], `split these into named steps:\n${long.join('\n')}`);
});
