// @vitest-environment node
/** The listing add's chunk graph, as `npm run size` checks it: files fetched and round trips after the island's chunk. */
import { describe, expect, it } from 'vitest';
import { MONEY_PATH_LIMITS, chunkGraph, staticImports } from '../scripts/lib/chunk-graph.ts';

describe('the chunk graph npm run size checks', () => {
  it('reads static imports of minified code, not dynamic import()', () => {
    const code =
      'import{a as e}from"./money-path-Ab12Cd3.js";import"./side-effect-Zz99Yy0.js";import*as n from"../shop-islands.js";' +
      'const t=()=>import(`./chunks/Later-Qq11Ww2.js`);export{t as mount};';
    expect(staticImports(code)).toEqual(['./money-path-Ab12Cd3.js', './side-effect-Zz99Yy0.js', '../shop-islands.js']);
  });

  it('counts files and depth after the chunk, leaving out the entry; the money path fits its limits', () => {
    const files: Record<string, string> = {
      'chunks/AddToCartButton-a.js': 'import{x}from"./money-path-b.js";import{y}from"../shop-islands.js";',
      'chunks/money-path-b.js': 'import{z}from"../shop-islands.js";',
    };
    const graph = chunkGraph('chunks/AddToCartButton-a.js', 'shop-islands.js', (file) => files[file]!);
    expect(graph).toEqual({ files: ['chunks/AddToCartButton-a.js', 'chunks/money-path-b.js'], depth: 1 });
    expect(graph.depth).toBeLessThanOrEqual(MONEY_PATH_LIMITS.depth);
    expect(graph.files.length).toBeLessThanOrEqual(MONEY_PATH_LIMITS.files);
  });

  it('sees the waterfall the money-path group removed: four levels, one file each', () => {
    const files: Record<string, string> = {
      'chunks/A-1.js': 'import"./B-2.js";',
      'chunks/B-2.js': 'import"./C-3.js";import"./D-4.js";',
      'chunks/C-3.js': 'import"./D-4.js";',
      'chunks/D-4.js': 'import"./E-5.js";',
      'chunks/E-5.js': '',
    };
    expect(chunkGraph('chunks/A-1.js', 'shop-islands.js', (file) => files[file]!)).toEqual({
      files: ['chunks/A-1.js', 'chunks/B-2.js', 'chunks/C-3.js', 'chunks/D-4.js', 'chunks/E-5.js'],
      depth: 3,
    });
  });
});
