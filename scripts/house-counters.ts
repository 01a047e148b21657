// The house's safety counters, per workspace, read from the syntax tree (TypeScript's parser, not a grep):
//   npx tsx scripts/house-counters.ts [--json]
// For every tracked .ts/.tsx file: lines, functions longer than 50 and 100 lines, non-null assertions (`x!`),
// type assertions (`x as T` and `<T>x`, not `as const`) and call sites of `normalizeResumeData(`. Test files
// (`*.test.ts(x)`, `*.test-helpers.ts`, `*.faults.test.ts`, tests/e2e) are counted apart from the rest.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['packages/core', 'apps/server', 'apps/web', 'apps/extension', 'tests/e2e', 'scripts'];

interface Counts {
  files: number;
  lines: number;
  functionsOver50: number;
  functionsOver100: number;
  nonNull: number;
  asCasts: number;
  normalizeCalls: number;
}

const COUNT_KEYS = [
  'files',
  'lines',
  'functionsOver50',
  'functionsOver100',
  'nonNull',
  'asCasts',
  'normalizeCalls',
] as const satisfies readonly (keyof Counts)[];

function emptyCounts(): Counts {
  return {
    files: 0,
    lines: 0,
    functionsOver50: 0,
    functionsOver100: 0,
    nonNull: 0,
    asCasts: 0,
    normalizeCalls: 0,
  };
}

function isTestFile(path: string): boolean {
  return path.startsWith('tests/') || /\.test(-helpers)?\.tsx?$/.test(path);
}

function isFunctionLike(node: ts.Node): boolean {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function isAsConst(node: ts.AsExpression | ts.TypeAssertion): boolean {
  return (
    ts.isTypeReferenceNode(node.type) &&
    ts.isIdentifier(node.type.typeName) &&
    node.type.typeName.text === 'const'
  );
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

function countFile(path: string, counts: Counts): void {
  const text = readFileSync(join(repoRoot, path), 'utf8');
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  counts.files++;
  counts.lines += source.getLineStarts().length;
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node): void => {
    if (isFunctionLike(node)) {
      const length = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
      if (length > 50) counts.functionsOver50++;
      if (length > 100) counts.functionsOver100++;
    } else if (ts.isNonNullExpression(node)) {
      counts.nonNull++;
    } else if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isAsConst(node)) {
      counts.asCasts++;
    } else if (ts.isCallExpression(node) && calleeName(node) === 'normalizeResumeData') {
      counts.normalizeCalls++;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return out.split('\0').filter((path) => path !== '' && !path.endsWith('.d.ts'));
}

const table = new Map<string, { code: Counts; tests: Counts }>();
for (const workspace of [...WORKSPACES, '(other)'])
  table.set(workspace, { code: emptyCounts(), tests: emptyCounts() });

for (const path of trackedFiles()) {
  const workspace = WORKSPACES.find((w) => path.startsWith(`${w}/`)) ?? '(other)';
  const row = table.get(workspace);
  if (row === undefined) continue;
  countFile(path, isTestFile(path) ? row.tests : row.code);
}

const total = { code: emptyCounts(), tests: emptyCounts() };
for (const row of table.values()) {
  for (const part of ['code', 'tests'] as const) {
    for (const key of COUNT_KEYS) total[part][key] += row[part][key];
  }
}
table.set('total', total);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(Object.fromEntries(table), null, 2));
} else {
  const header = ['workspace', 'part', 'files', 'lines', 'fn>50', 'fn>100', '!', 'as', 'normalize('];
  const rows: string[][] = [];
  for (const [workspace, row] of table) {
    for (const part of ['code', 'tests'] as const) {
      const c = row[part];
      if (c.files === 0) continue;
      rows.push([
        workspace,
        part,
        ...[
          c.files,
          c.lines,
          c.functionsOver50,
          c.functionsOver100,
          c.nonNull,
          c.asCasts,
          c.normalizeCalls,
        ].map(String),
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log(format(header));
  for (const r of rows) console.log(format(r));
  console.log(
    '\n"!" = non-null assertions; "as" = type assertions other than `as const`; "normalize(" = calls of normalizeResumeData.',
  );
}
