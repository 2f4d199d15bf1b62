/**
 * Issue 25, every page an integrator reported: no uncaught page error, and with our bundle no jQuery where the
 * page's remaining scripts don't need it.
 */
import { collectPageErrors, expect, forEachStack, recordScripts, scriptsReady, seedCart, test, trackNetwork } from './helpers.ts';

interface ShopPage {
  path: string;
  /** The page needs an item in the cart (an empty cart's checkout sends the shopper back to the cart). */
  withItem?: boolean;
  /** The plugin takes jQuery off: none of the page's remaining scripts needs it. */
  noJquery?: boolean;
}

const PAGES: ShopPage[] = [
  { path: '/shop/', noJquery: true },
  { path: '/product/hoodie/', noJquery: true },
  { path: '/cart/', withItem: true },
  { path: '/checkout/', withItem: true },
  { path: '/productx/', noJquery: true },
  { path: '/wishlist/' },
  { path: '/elementor-page/' },
  { path: '/my-account/' },
];

forEachStack((stack) => {
  test.describe('every page', () => {
    for (const shopPage of PAGES) {
      test(`${shopPage.path}: no uncaught page error${stack === 'ours' && shopPage.noJquery ? ', no jQuery fetched' : ''}`, async ({
        page,
      }) => {
        const errors = collectPageErrors(page);
        const scripts = recordScripts(page);
        const network = trackNetwork(page);
        if (shopPage.withItem) await seedCart(page, [{ product_id: '14', quantity: '1' }]);
        await page.goto(shopPage.path);
        await expect(page).toHaveURL(new RegExp(`${shopPage.path}$`));
        await scriptsReady(page, stack);
        // Scrolled through, so islands hydrated on sight run too.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await network.quiet();
        // Both stacks (the own stack as the comparison).
        expect(errors).toEqual([]);
        // Ours: the plugin took jQuery off this page, and nothing fetched it back.
        // jQuery's own files (jquery.js, jquery.min.js, jquery-migrate…): our chunk for the jQuery plugin API's names is not one.
        if (stack === 'ours' && shopPage.noJquery) {
          expect(scripts.filter((url) => /\/jquery(-migrate)?(\.min)?\.js(\?|$)/i.test(url))).toEqual([]);
        }
      });
    }
  });
});
