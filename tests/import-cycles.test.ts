// @vitest-environment node
/**
 * No import cycles, type-only imports included: a cycle, even one TypeScript erases, means two
 * modules each need the other, so neither can be read, tested or moved alone, and a value
 * cycle can hand a module its dependency half-initialised. The server's direction is
 * routes → domain + render, render → view types (server/views.ts), domain → neither.
 * Test files are left out: a test may import anything it checks.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(?:[cm]?ts|tsx|[cm]?js|jsx)$/;
const IGNORED = /\.(?:test|spec)\.[^.]+$|\.d\.ts$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !IGNORED.test(name) ? [path] : [];
  });
}

/**
 * Every module `file` imports statically: `import`, `import type`, `export … from` and type
 * queries (`import('./x').T` in a type). A dynamic `import()` call is left out: it loads when
 * called, after both modules have finished evaluating, and is how lazy chunks are made.
 */
function importSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The scanned file a relative specifier names (with or without extension, `.js` for `.ts`, a folder's index), if any. */
function resolveImport(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.[cm]?js$|\.jsx$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))];
  return candidates.find((path) => files.has(path)) ?? null;
}

/** Module → the modules it imports, over the folders' non-test sources, as paths relative to `root`. */
function importGraph(root: string, folders: string[]): Map<string, string[]> {
  const files = new Set(folders.flatMap((folder) => sourceFiles(join(root, folder))));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importSpecifiers(file).flatMap((specifier) => resolveImport(file, specifier, files) ?? []);
    graph.set(relative(root, file), [...new Set(targets.map((target) => relative(root, target)))].sort());
  }
  return graph;
}

/** Strongly connected components (Tarjan): each component of two or more modules, or one importing itself, holds a cycle. */
function cyclicComponents(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return components;
}

/** The shortest cycle through `start` inside its component, as `a -> b -> a`. */
function shortestCycle(graph: Map<string, string[]>, component: ReadonlySet<string>, start: string): string {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at += 1) {
    const node = queue[at] as string;
    for (const target of graph.get(node) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let back: string | undefined = node; back !== undefined && back !== start; back = previous.get(back)) path.splice(1, 0, back);
        return [...path, start].join(' -> ');
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return start;
}

/** Every cycle worth naming: the shortest one through each module of each cyclic component, without repeats. */
function importCycles(folders: string[], root = ROOT): string[] {
  const graph = importGraph(root, folders);
  const cycles = new Set<string>();
  for (const component of cyclicComponents(graph)) {
    const members = new Set(component);
    for (const module of component) {
      const nodes = shortestCycle(graph, members, module).split(' -> ').slice(0, -1);
      // The same cycle found from another of its modules: name it from its smallest path.
      const first = nodes.indexOf([...nodes].sort()[0] as string);
      const rotated = [...nodes.slice(first), ...nodes.slice(0, first)];
      cycles.add([...rotated, rotated[0]].join(' -> '));
    }
  }
  return [...cycles].sort();
}

function report(cycles: string[]): string {
  return cycles.length ? `import cycles:\n  ${cycles.join('\n  ')}` : 'no import cycles';
}

describe('import cycles (type-only imports count; test files do not)', () => {
  it('server/ has none: routes → domain + render, render → view types, domain → neither', () => {
    expect(report(importCycles(['server']))).toBe('no import cycles');
  });

  it('the client folders have none', () => {
    expect(report(importCycles(['src', 'islands', 'protocol', 'dom-bridge']))).toBe('no import cycles');
  });

  it('the detector sees type-only imports, re-exports and type queries, and skips tests and import()', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    try {
      const files: Record<string, string> = {
        'a.ts': "import type { B } from './b.ts';\nexport type A = B;\n",
        'b.ts': "export type { C as B } from './lib/c';\n",
        'lib/c.ts': "export type C = import('../a.ts').A | number;\n",
        'd.ts': "export const d = () => import('./e.ts');\n",
        'e.ts': "import { d } from './d.ts';\nexport const e = d;\n",
        'a.test.ts': "import './f.ts';\n",
        'f.ts': "import './a.test.ts';\n",
      };
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, 'x', name)), { recursive: true });
        writeFileSync(join(root, 'x', name), text);
      }
      expect(importCycles(['x'], root)).toEqual(['x/a.ts -> x/b.ts -> x/lib/c.ts -> x/a.ts']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
