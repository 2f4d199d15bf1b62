import { describe, expect, it } from 'vitest';
import { platformGeneralIslands } from './platform-general.ts';
import { islands } from './storefront.ts';

describe('the Storefront group, loaded on every page of the theme', () => {
  it("does what the platform's general script did on any page (the plugin takes that script off them all)", () => {
    const names = islands.map((island) => island.name);
    for (const general of platformGeneralIslands) expect(names).toContain(general.name);
  });
});
