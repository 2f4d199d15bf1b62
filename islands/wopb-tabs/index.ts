/**
 * Claims ProductX's category tabs (`.wopb-filter-wrap`, §2 "Product listings", §7 wopb_filter).
 * Hydrated when idle: the tabs pattern's roles and roving tab stop must be there before a
 * keyboard user arrives; an earlier click loads it and is replayed.
 */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbTabsIsland = defineIsland<Record<string, never>>({
  name: 'wopb-tabs',
  selector: DISCOVERY_CLAIMS.tabs,
  hydrate: [{ on: 'idle' }, { on: 'interaction' }],
  load: () => import('./Tabs.ts'),
});
