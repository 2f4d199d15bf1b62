/**
 * Claims ProductX's size-chart button (§2 "Size-chart modal"); the modal it
 * opens is printed right after it. Loaded on the first click on the opener;
 * the markup is checked in the island's chunk, keeping the entry small.
 */
import { SIZE_CHART_OPENER, SIZE_CHART_ROOT } from '../../dom-bridge/product-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const sizeChartIsland = defineIsland<Record<string, never>>({
  name: 'size-chart',
  selector: SIZE_CHART_ROOT,
  hydrate: { on: 'interaction', trigger: SIZE_CHART_OPENER },
  load: () => import('./SizeChart.ts'),
});
