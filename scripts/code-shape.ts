// The shape of the code in figures: functions over the length limit, and files that hold SQL
// outside the repositories. Read with the TypeScript compiler API (not line regexes), so an
// arrow function in a JSX prop or a method counts as what it is.
//
//   npm run code-shape            the table
//   npm run code-shape -- --json  the same as JSON (for a before/after comparison)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Longer than this, a function needs a reason written beside it. */
export const MAX_FUNCTION_LINES = 80;
/** A comment holding this word, just above a function, is that reason. */
const REASON_MARK = 'long-function:';

const ROOT = new URL('..', import.meta.url).pathname;
const FOLDERS = ['src', 'server', 'contract', 'sw'];
const SQL_CALLS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);

export interface LongFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
  reason: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText(source);
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(source);
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (parent && ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText(source).slice(0, 40)})`;
  if (parent && ts.isJsxExpression(parent)) return '(JSX callback)';
  return '(anonymous)';
}

/** The comment lines just above the statement that holds the function. */
function hasReason(node: ts.Node, source: ts.SourceFile): boolean {
  let holder: ts.Node = node;
  while (
    holder.parent &&
    !ts.isSourceFile(holder.parent) &&
    !ts.isBlock(holder.parent) &&
    !ts.isClassLike(holder.parent)
  ) {
    holder = holder.parent;
  }
  const ranges = ts.getLeadingCommentRanges(source.text, holder.getFullStart()) ?? [];
  return ranges.some((range) => source.text.slice(range.pos, range.end).includes(REASON_MARK));
}

export function longFunctions(file: string, text: string): LongFunction[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > MAX_FUNCTION_LINES) {
        found.push({ file, name: nameOf(node, source), line: start + 1, lines, reason: hasReason(node, source) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** SQL belongs to repositories (and migrations): any other file that builds a query counts. */
export function holdsSqlOutsideRepositories(file: string, text: string): boolean {
  if (/repositor/.test(file) || /migrations?\//.test(file)) return false;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isImportDeclaration(node) && /^kysely/.test((node.moduleSpecifier as ts.StringLiteral).text)) {
      const named = node.importClause?.namedBindings;
      if (
        named &&
        ts.isNamedImports(named) &&
        named.elements.some((e) => !e.isTypeOnly && e.name.text === 'sql') &&
        !node.importClause?.isTypeOnly
      ) {
        found = true;
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      SQL_CALLS.has(node.expression.name.text)
    ) {
      found = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function main() {
  const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
  const long: LongFunction[] = [];
  const sqlFiles: string[] = [];
  for (const path of files) {
    const file = relative(ROOT, path);
    const text = readFileSync(path, 'utf8');
    long.push(...longFunctions(file, text));
    if (holdsSqlOutsideRepositories(file, text)) sqlFiles.push(file);
  }
  long.sort((a, b) => b.lines - a.lines);
  const byFolder = Object.fromEntries(
    FOLDERS.map((folder) => [folder, long.filter((f) => f.file.startsWith(`${folder}/`)).length]),
  );
  const unexplained = long.filter((f) => !f.reason);

  if (process.argv.includes('--json')) {
    console.log(
      JSON.stringify(
        { maxLines: MAX_FUNCTION_LINES, longFunctions: long, byFolder, sqlOutsideRepositories: sqlFiles },
        null,
        2,
      ),
    );
    return;
  }
  console.log(
    `Functions over ${MAX_FUNCTION_LINES} lines: ${long.length} (${unexplained.length} without a written reason)`,
  );
  console.log(`  by folder: ${FOLDERS.map((f) => `${f} ${byFolder[f]}`).join(', ')}`);
  console.log('\n| lines | function | file:line | reason |\n|---:|---|---|---|');
  for (const f of long) console.log(`| ${f.lines} | ${f.name} | ${f.file}:${f.line} | ${f.reason ? 'yes' : ''} |`);
  console.log(`\nFiles with SQL outside repositories and migrations: ${sqlFiles.length}`);
  for (const file of sqlFiles) console.log(`  ${file}`);
  if (process.argv.includes('--check') && unexplained.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
