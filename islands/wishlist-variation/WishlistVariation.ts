/**
 * The wishlist-variation island module, the chunk its claim loads: React-free, so the product
 * group names no React chunk; it mounts the component (WishlistVariationView.tsx) once the page has loaded.
 */
import { reactIsland } from '../../src/react-island.ts';

export const { mount } = reactIsland<Record<string, never>>('wishlist-variation', () => import('./WishlistVariationView.tsx'));
