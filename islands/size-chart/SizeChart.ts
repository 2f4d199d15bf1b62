/**
 * The size chart's island module, the chunk its claim loads: React-free. It reads the chart's parts
 * (a broken chart fails here, before React is fetched), then mounts SizeChartView.tsx in a React root.
 */
import type { Unmount } from '../../src/island.ts';
import { reactIsland } from '../../src/react-island.ts';
import { chartParts, type SizeChartParts } from './chart.ts';

const island = reactIsland<SizeChartParts>('size-chart', () => import('./SizeChartView.tsx'));

/** Mounts the island on a claimed size-chart button wrapper; its modal must follow it. */
export async function mount(wrapper: HTMLElement): Promise<Unmount> {
  return island.mount(wrapper, chartParts(wrapper));
}
