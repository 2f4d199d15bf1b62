/**
 * ProductX's quick-view trigger's island module, the chunk its claim loads: React-free. It mounts
 * WopbQuickViewView.tsx in a React root once the page has loaded.
 */
import { reactIsland } from '../../src/react-island.ts';

export const { mount } = reactIsland<Record<string, never>>('wopb-quick-view', () => import('./WopbQuickViewView.tsx'));
