/**
 * The mini-cart's island module, the chunk its claim loads: React-free, so the entry names no React
 * chunk; it mounts the component (MiniCartView.tsx) in a React root once the page has loaded.
 */
import { reactIsland } from '../../src/react-island.ts';

export const { mount } = reactIsland<Record<string, never>>('mini-cart', () => import('./MiniCartView.tsx'));
