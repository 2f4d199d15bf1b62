/**
 * Every island the product knows. Adding a widget = one folder in `islands/`
 * and one line here. Each entry is tiny (selector, props parser, lazy import):
 * the island's code is a separate chunk fetched only when its markup is on the page.
 */
import { addToCartIsland } from '../islands/add-to-cart/index.ts';
import { miniCartIsland } from '../islands/mini-cart/index.ts';
import type { RegisteredIsland } from './island.ts';

export const islands: readonly RegisteredIsland[] = [addToCartIsland, miniCartIsland];
