/**
 * Claims ProductX's category tabs (`.wopb-filter-wrap`, §2 "Product listings", §7 wopb_filter).
 * Hydrated when idle: the tabs pattern's roles and roving tab stop must be there before a
 * keyboard user arrives; an earlier click loads it and is replayed.
 */
import { DISCOVERY_SELECTORS } from '../../dom-bridge/discovery-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbTabsIsland = defineIsland<Record<string, never>>({
  name: 'wopb-tabs',
  selector: DISCOVERY_SELECTORS.tabs,
  hydrate: [{ on: 'idle' }, { on: 'interaction' }],
  load: () => import('./Tabs.ts'),
});
