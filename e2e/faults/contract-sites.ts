/**
 * Every place protocol/ defines a contract (a `defineContract(...)` call), read from the source
 * text: `{file} | {name} | {transport}` as written there. The fault matrix (matrix.ts) names the
 * site each of its endpoints comes from, and its unit test compares the two lists, so a contract
 * added to protocol/ without a row in the matrix fails `npm test`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved with node's path helpers: under vitest's happy-dom, `URL` is the DOM's.
const PROTOCOL_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../protocol');

/** The text of the object literal opening at `start` (a `{`), braces balanced. */
function objectText(source: string, start: number): string {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return source.slice(start, i + 1);
  }
  return source.slice(start);
}

/** `key: value` at the top level of an object literal's text (value up to the next top-level comma). */
function topLevelValue(object: string, key: string): string | undefined {
  let depth = 0;
  for (let i = 1; i < object.length - 1; i++) {
    const char = object[i]!;
    if ('{(['.includes(char)) depth++;
    else if ('})]'.includes(char)) depth--;
    if (depth === 0 && object.startsWith(`${key}:`, i) && /[\s,{]/.test(object[i - 1]!)) {
      let end = i + key.length + 1;
      let inner = 0;
      for (; end < object.length - 1; end++) {
        const c = object[end]!;
        if ('{(['.includes(c)) inner++;
        else if ('})]'.includes(c)) inner--;
        else if (c === ',' && inner === 0) break;
      }
      return object
        .slice(i + key.length + 1, end)
        .trim()
        .replace(/\s+/g, ' ');
    }
  }
  return undefined;
}

/** A contract site and whether it sends a nonce (undefined when a spread may hold it: not readable here). */
export interface ContractSite {
  site: string;
  nonce: boolean | undefined;
}

/** The contract definitions of one protocol source file. */
export function contractsIn(file: string, source: string): ContractSite[] {
  const sites: ContractSite[] = [];
  for (const match of source.matchAll(/defineContract(?:<[^(]*>)?\(\s*\{/g)) {
    const object = objectText(source, match.index + match[0].length - 1);
    const spread = /^\{\s*\.\.\.(\w+)/.exec(object)?.[1];
    const name = topLevelValue(object, 'name') ?? (spread ? `...${spread}` : '?');
    const nonce = topLevelValue(object, 'nonce');
    sites.push({
      site: `${file} | ${name} | ${topLevelValue(object, 'transport') ?? '?'}`,
      nonce: nonce !== undefined ? nonce !== 'undefined' : spread ? undefined : false,
    });
  }
  return sites;
}

/** The contract definition sites of one protocol source file. */
export function contractSitesIn(file: string, source: string): string[] {
  return contractsIn(file, source).map((contract) => contract.site);
}

/** Every contract definition under protocol/ (test files excluded). */
export function contracts(): ContractSite[] {
  return readdirSync(PROTOCOL_DIR)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .flatMap((name) => contractsIn(`protocol/${name}`, readFileSync(join(PROTOCOL_DIR, name), 'utf8')));
}

/** Every contract definition site under protocol/ (test files excluded). */
export function contractSites(): string[] {
  return contracts().map((contract) => contract.site);
}
