import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contracts, contractSites, contractSitesIn } from '../e2e/faults/contract-sites.ts';
import { MATRIX } from '../e2e/faults/matrix.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The shipped modules' sources (src/ and islands/, tests left out): what can send a call at run time. */
function shippedSources(): Array<[string, string]> {
  const files = ['src', 'islands'].flatMap((dir) =>
    (readdirSync(join(ROOT, dir), { recursive: true }) as string[]).map((file) => join(dir, file)),
  );
  return files
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file): [string, string] => [file, readFileSync(join(ROOT, file), 'utf8')]);
}

describe('the fault matrix covers every contract', () => {
  it('has a row for every contract protocol/ defines, and no row for one it does not', () => {
    const sites = new Set(contractSites());
    const rows = new Set(MATRIX.map((row) => row.site));
    expect([...sites].filter((site) => !rows.has(site))).toEqual([]);
    expect([...rows].filter((site) => !sites.has(site))).toEqual([]);
  });

  // The other way round is no rule: a form's own nonce field (the checkout's, an account form's) travels in the payload.
  it('gives a stale-nonce fault to every row whose contract declares a nonce', () => {
    const rows = new Map(MATRIX.map((row) => [row.site, row]));
    const missing = contracts()
      .filter((contract) => contract.nonce === true && rows.get(contract.site)?.nonce !== true)
      .map((contract) => contract.site);
    expect(missing).toEqual([]);
  });

  it('finds a contract added to a protocol file, its name and transport as written', () => {
    const source =
      "const a = defineContract<string, Payload>({\n  name: 'new_call',\n  transport: { wcAjax: `${theme}_x` },\n  parse,\n});";
    expect(contractSitesIn('protocol/new.ts', source)).toEqual(["protocol/new.ts | 'new_call' | { wcAjax: `${theme}_x` }"]);
  });

  it('leaves out only the calls no shipped module can make: a row marked uncalled has a protocol file nothing imports', () => {
    const sources = shippedSources();
    for (const row of MATRIX.filter((entry) => entry.uncalled)) {
      const file = row.site.split(' | ')[0]!.replace(/^protocol\//, '');
      const importers = sources.filter(([, text]) => text.includes(`protocol/${file}'`)).map(([name]) => name);
      expect(importers, `${row.endpoint} is called now: give it a drive`).toEqual([]);
      expect(row.drive).toBeUndefined();
    }
    expect(MATRIX.filter((entry) => !entry.drive && !entry.uncalled).map((entry) => entry.endpoint)).toEqual([]);
  });
});
