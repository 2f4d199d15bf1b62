import { describe, expect, it } from 'vitest';
import { contractSites, contractSitesIn } from '../e2e/faults/contract-sites.ts';
import { MATRIX } from '../e2e/faults/matrix.ts';

describe('the fault matrix covers every contract', () => {
  it('has a row for every contract protocol/ defines, and no row for one it does not', () => {
    const sites = new Set(contractSites());
    const rows = new Set(MATRIX.map((row) => row.site));
    expect([...sites].filter((site) => !rows.has(site))).toEqual([]);
    expect([...rows].filter((site) => !sites.has(site))).toEqual([]);
  });

  it('finds a contract added to a protocol file, its name and transport as written', () => {
    const source =
      "const a = defineContract<string, Payload>({\n  name: 'new_call',\n  transport: { wcAjax: `${theme}_x` },\n  parse,\n});";
    expect(contractSitesIn('protocol/new.ts', source)).toEqual(["protocol/new.ts | 'new_call' | { wcAjax: `${theme}_x` }"]);
  });
});
