/**
 * The wishlist island module, the chunk its claim loads: React-free, so the entry names no React
 * chunk; it mounts the component (WishlistView.tsx) in a React root once the page has loaded.
 */
import { reactIsland } from '../../src/react-island.ts';

export const { mount } = reactIsland<Record<string, never>>('wishlist', () => import('./WishlistView.tsx'));
