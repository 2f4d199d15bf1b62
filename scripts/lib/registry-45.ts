/**
 * Builds the real entry with every widget of the spec registered: the real claims plus the planned
 * ones (planned-claims.ts), each planned island its own chunk, so the entry's size is what it will be
 * when every widget exists. `npm run size` holds it to the entry budget.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { claimGroups, islands } from '../../src/registry.ts';
import { PLANNED_CLAIMS, PLANNED_GROUP_SNIFFS, type PlannedClaim, type PlannedHome } from './planned-claims.ts';

const REGISTRY = resolve('src/registry.ts');
const PLANNED_PREFIX = '\0planned-island:';
const PLANNED_GROUP_PREFIX = '\0planned-group:';

export interface FullRegistryEntry {
  /** gzip -9 bytes of the entry built with every claim. */
  bytes: number;
  inEntry: number;
  inGroups: number;
}

function claimSource(claim: PlannedClaim): string {
  return `defineIsland({ name: ${JSON.stringify(claim.name)}, selector: ${JSON.stringify(claim.selector)}, hydrate: ${claim.hydrate}, load: () => import(${JSON.stringify(PLANNED_PREFIX + claim.name)}) })`;
}

/** The registry with the planned claims added where they will live. */
function registrySource(): string {
  const original = readFileSync(REGISTRY, 'utf8');
  const entryClaims = PLANNED_CLAIMS.filter((claim) => claim.home === 'entry').map(claimSource);
  const newGroups = Object.entries(PLANNED_GROUP_SNIFFS).map(
    ([home, sniff]) => `{ sniff: ${JSON.stringify(sniff)}, load: () => import(${JSON.stringify(PLANNED_GROUP_PREFIX + home)}) }`,
  );
  return original
    .replace(
      "import type { ClaimGroup, RegisteredIsland } from './island.ts';",
      "import { defineIsland, type ClaimGroup, type RegisteredIsland } from './island.ts';",
    )
    .replace(
      /export const islands: readonly RegisteredIsland\[\] = \[/,
      `export const islands: readonly RegisteredIsland[] = [\n  ${entryClaims.join(',\n  ')},`,
    )
    .replace(
      /export const claimGroups: readonly ClaimGroup\[\] = \[/,
      `export const claimGroups: readonly ClaimGroup[] = [\n  ${newGroups.join(',\n  ')},`,
    );
}

/** Serves the generated registry and one distinct module per planned island and group. */
function fullRegistry(): Plugin {
  return {
    name: 'shop-islands:registry-45',
    enforce: 'pre',
    resolveId: (id, importer) => {
      if (id.startsWith(PLANNED_PREFIX) || id.startsWith(PLANNED_GROUP_PREFIX)) return id;
      if (importer && resolve(importer, '..', id) === REGISTRY) return REGISTRY;
      return null;
    },
    load: (id) => {
      if (id === REGISTRY) return registrySource();
      if (id.startsWith(PLANNED_PREFIX))
        return `export const mount = () => Promise.resolve(() => ${JSON.stringify(id.slice(PLANNED_PREFIX.length))});`;
      if (id.startsWith(PLANNED_GROUP_PREFIX)) {
        const home = id.slice(PLANNED_GROUP_PREFIX.length) as PlannedHome;
        const claims = PLANNED_CLAIMS.filter((claim) => claim.home === home).map(claimSource);
        return `import { defineIsland } from ${JSON.stringify(resolve('src/island.ts'))};\nexport const islands = [${claims.join(',')}];`;
      }
      return null;
    },
  };
}

/** Builds the entry with every claim (into a temporary folder) and weighs it. */
export async function buildWithEveryClaim(): Promise<FullRegistryEntry> {
  const outDir = mkdtempSync(join(tmpdir(), 'shop-islands-registry-45-'));
  await build({ logLevel: 'error', plugins: [fullRegistry()], build: { outDir, emptyOutDir: true, sourcemap: false } });
  const grouped = await Promise.all(claimGroups.map((group) => group.load()));
  const realInGroups = grouped.reduce((sum, group) => sum + group.islands.length, 0);
  const plannedInEntry = PLANNED_CLAIMS.filter((claim) => claim.home === 'entry').length;
  return {
    bytes: gzipSync(readFileSync(join(outDir, 'shop-islands.js')), { level: 9 }).length,
    inEntry: islands.length + plannedInEntry,
    inGroups: realInGroups + PLANNED_CLAIMS.length - plannedInEntry,
  };
}
