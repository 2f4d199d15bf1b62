/**
 * The cart drawer's island module, the chunk its claim loads: React-free, so the entry names no React
 * chunk; it mounts the component (CartDrawerView.tsx) in a React root once the page has loaded.
 */
import { reactIsland } from '../../src/react-island.ts';

export const { mount } = reactIsland<Record<string, never>>('cart-drawer', () => import('./CartDrawerView.tsx'));
