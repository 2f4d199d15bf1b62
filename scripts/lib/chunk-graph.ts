/**
 * The files an island's chunk makes the browser fetch before it can run: the chunk, then what it
 * imports statically, level by level (each level is one more round trip, since a module's imports are
 * only known once it has arrived). The entry is left out: it is on the page already. `npm run size`
 * holds the listing add's graph to MONEY_PATH_LIMITS.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The listing add: its island chunk, then the money-path, protocol-core and dom-core chunks
 * (vite.config.ts) in one round trip — depth 1, 4 files. That is what the three named groups give; a
 * fifth file means a module of the add escaped them (a new helper the regexes in vite.config.ts do
 * not name), and a deeper graph is the waterfall the groups exist to remove. Its request does not wait
 * for any of them (src/add-to-cart/early-add.ts), but its answer waits for all.
 */
export const MONEY_PATH_LIMITS = { depth: 1, files: 4 };

export interface ChunkGraph {
  /** Every file fetched, the chunk first, as paths relative to the dist folder. */
  files: string[];
  /** How many round trips after the chunk's own: 0 when it imports nothing but the entry. */
  depth: number;
}

/** Static `import … from "…"` and `import "…"` specifiers of built (minified) code; dynamic `import()` is not one. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w$*{},\s]+?\s*from\s*)?(["'`])([^"'`]+)\1/g)].map((match) => match[2]!);
}

/** The chunk at `chunk` (relative to `dist`) and its static imports, leaving out `entry`; `read` gives a file's code. */
export function chunkGraph(chunk: string, entry: string, read: (file: string) => string): ChunkGraph {
  const depthOf = new Map<string, number>([[chunk, 0]]);
  const queue = [chunk];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of staticImports(read(file))) {
      const imported = normalize(join(dirname(file), specifier));
      if (imported === entry || depthOf.has(imported)) continue;
      depthOf.set(imported, depthOf.get(file)! + 1);
      queue.push(imported);
    }
  }
  return { files: [...depthOf.keys()], depth: Math.max(...depthOf.values()) };
}

/** The graph of the built chunk whose file name starts with `name-` under `dist/chunks/`, or why there is none. */
export function builtChunkGraph(dist: string, files: string[], name: string, entry: string): ChunkGraph | string {
  const chunk = files.map((file) => relative(dist, file)).find((file) => file.startsWith(`chunks/${name}-`) && file.endsWith('.js'));
  if (chunk === undefined) return `no chunks/${name}-*.js in ${dist}`;
  return chunkGraph(chunk, entry, (file) => readFileSync(join(dist, file), 'utf8'));
}
