/**
 * What a chunk file is called (vite.config.ts writes `chunks/<name>-<hash:7>.js`) and the check
 * that no two chunks share a name: `npm run size` lists chunks by name and budgets.json keys
 * per-chunk budgets by it, so a shared name hides which file is which.
 */

/** The bundler's chunk facts the name is made from (Rolldown's PreRenderedChunk). */
export interface NamedChunk {
  name: string;
  moduleIds: string[];
}

/**
 * Areas whose modules are named after the widget area they serve, as island helpers are:
 * `protocol/cart.ts` (the cart's endpoints) and `src/stores/cart.ts` (the $cart store) would
 * both make a chunk `cart`. Their chunks carry the area. Chunks the entry imports keep their
 * bare names: every such name is spelled in the 6 KB entry.
 */
const AREAS: Array<{ folder: RegExp; prefix: string }> = [
  { folder: /[\\/]protocol[\\/][^\\/]+$/, prefix: 'protocol' },
  { folder: /[\\/]src[\\/]stores[\\/][^\\/]+$/, prefix: 'store' },
  // A page kind's claim group (src/claims/product.ts → claims-product).
  { folder: /[\\/]src[\\/]claims[\\/][^\\/]+$/, prefix: 'claims' },
];

function baseName(moduleId: string): string {
  return moduleId.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '');
}

/** The chunk's name, prefixed with its area when the module that named it lives in one. */
export function chunkLabel(chunk: NamedChunk): string {
  const namer = chunk.moduleIds.find((id) => baseName(id) === chunk.name);
  const area = namer === undefined ? undefined : AREAS.find(({ folder }) => folder.test(namer));
  return area ? `${area.prefix}-${chunk.name}` : chunk.name;
}

/** Names given to more than one chunk file, each once. */
export function sharedNames(names: string[]): string[] {
  return [...new Set(names.filter((name, position) => names.indexOf(name) !== position))];
}
