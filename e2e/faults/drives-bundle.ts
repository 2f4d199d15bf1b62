/**
 * Fault-matrix drives of the bought-together section (WPC Frequently Bought Together): its own
 * "Add all to cart" and the section of a variation with a bundle of its own, on both endpoints the
 * add-on posts to (wc-ajax in this version, admin-ajax in older ones).
 */
import { expect, type Page } from '@playwright/test';
import { BUNDLE_TEXTS } from '../../dom-bridge/bought-together-constants.ts';
import { PROTOCOL_MESSAGES } from '../../protocol/errors.ts';
import { COUNT, serverCart, type Drive, type MatrixFault } from './drive.ts';

/** 118: the section after the form, with its own "Add all to cart" (the product, 119 and 121). */
const SEPARATE = '/product/newborn-soft-skin-pack/';
/** 113: variable; its variation 215 (Capture One, Personal) has a bundle of its own (109), 216 has none. */
const VARIABLE = '/product/complete-preset-library/';

const section = (page: Page) => page.locator('.woobt-wrap');
const addAllButton = (page: Page) => section(page).getByRole('button', { name: /Add all to cart/ });
/** The product form's saved bundle: what its button adds with the product. */
const bundleIds = (page: Page) => page.locator('form.cart input[name="woobt_ids"]').first();
const sectionItem = (page: Page, name: string) => section(page).locator('.woobt-product-together', { hasText: name });

async function sectionLive(page: Page): Promise<void> {
  await expect(section(page)).toHaveAttribute('data-island-state', 'live');
}

/**
 * The page as the add-on's older versions print it: `woobt_vars` names admin-ajax (`ajax_url`) and
 * no `wc_ajax_url`, so the section posts its calls there. No page of the fixture shop (nor of the
 * captured one) is that old; the backend registers the calls on both endpoints, as the add-on does.
 */
async function asOlderAddOn(page: Page, path: string): Promise<void> {
  const thePage = (url: URL): boolean => url.pathname === path;
  await page.route(thePage, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /var woobt_vars = \{"wc_ajax_url":"[^"]*"/g,
      'var woobt_vars = {"ajax_url":"/wp-admin/admin-ajax.php"',
    );
    await route.fulfill({ response, body });
  });
  await page.reload();
  // Only the page itself is rewritten: every later request goes straight to the network again.
  await page.unroute(thePage);
  await sectionLive(page);
}

/**
 * What the add-all says: the add-on's own refusal of a stale nonce, §8's codes otherwise. Its call
 * reads JSON or text (the refusal is text), so an answer that is no add answer at all (a 500's
 * page, broken JSON) is an unknown one, not invalid JSON.
 */
function addAllMessage(fault: MatrixFault): string {
  if (fault === 'stale-nonce') return BUNDLE_TEXTS.badNonce;
  if (fault === 'timeout') return PROTOCOL_MESSAGES.timeout;
  if (fault === 'offline' || fault === 'abort') return PROTOCOL_MESSAGES.fetch_error;
  return PROTOCOL_MESSAGES.unknown_error;
}

/** "Add all to cart" adds the product and its two items, or nothing: the shopper is told which. */
function addAll(older: boolean): Drive {
  return {
    page: SEPARATE,
    action: older ? 'press the section\'s "Add all to cart" (older add-on: admin-ajax)' : 'press the section\'s "Add all to cart"',
    press: addAllButton,
    before: (page) => (older ? asOlderAddOn(page, SEPARATE) : sectionLive(page)),
    act: (page) => addAllButton(page).click(),
    message: addAllMessage,
    messageAt: (page) => section(page).locator('.shop-islands-notice--error'),
    usable: async (page) => {
      await expect(addAllButton(page)).not.toHaveClass(/\bloading\b/);
      await expect(addAllButton(page)).toBeEnabled();
      await expect(page.locator(COUNT).first()).toHaveText('0 items');
    },
    // All or nothing: the failed add left no line behind, not the product alone.
    state: async (page) => expect(await serverCart(page)).toEqual({ count: '0 items', lines: [] }),
    retry: async (page) => {
      await addAllButton(page).click();
      await expect(page.locator(COUNT).first()).toHaveText('3 items');
      await expect(section(page).locator('.shop-islands-notice--error')).toHaveCount(0);
      const { lines } = await serverCart(page);
      expect(lines.map(([id]) => id).sort()).toEqual(['118', '119', '121']);
    },
  };
}

const chooseProduct = async (page: Page, licence: 'personal' | 'commercial'): Promise<void> => {
  await page.locator('#pa_format').selectOption('capture-one');
  await page.locator('#pa_licence').selectOption(licence);
};

/**
 * The section of variation 215 (its own bundle): a failure puts the product's own section back, as
 * the add-on does (nothing is shown but the console's warning); the product form's saved bundle is
 * that section's again, and its button is held until the section's variable item has a variation.
 */
function variationItems(older: boolean): Drive {
  return {
    page: VARIABLE,
    action: older ? 'choose a variation with its own bundle (older add-on: admin-ajax)' : 'choose a variation with its own bundle',
    press: (page) => page.locator('#pa_licence'),
    before: async (page) => {
      if (older) await asOlderAddOn(page, VARIABLE);
      else await sectionLive(page);
      await expect(page.locator('form.variations_form').first()).toHaveAttribute('data-island-state', 'live');
    },
    act: (page) => chooseProduct(page, 'personal'),
    usable: async (page) => {
      await expect(section(page)).not.toHaveClass(/\bwoobt-loading\b/);
      await expect(section(page)).not.toHaveAttribute('aria-busy', 'true');
      await expect(section(page)).not.toHaveClass(/\bwoobt-wrap-variation\b/);
      await expect(sectionItem(page, 'Street Documentary')).toBeVisible();
      await expect(section(page).locator('.woobt-alert')).toContainText('Street Documentary Collection');
      await expect(bundleIds(page)).toHaveValue('110/k110x1/1/');
      await expect(page.locator('form.cart button.single_add_to_cart_button').first()).toHaveClass(/\bwoobt-disabled\b/);
    },
    state: async (page) => expect(await serverCart(page)).toEqual({ count: '0 items', lines: [] }),
    retry: async (page) => {
      await chooseProduct(page, 'commercial');
      await chooseProduct(page, 'personal');
      await expect(section(page)).toHaveClass(/\bwoobt-wrap-variation\b/);
      await expect(sectionItem(page, 'Black & White')).toBeVisible();
      await expect(bundleIds(page)).toHaveValue('109/k109x0/1/');
    },
  };
}

/** These drives, by the contract site of their matrix row. */
export const BUNDLE_DRIVES: Readonly<Record<string, Drive>> = {
  'protocol/bought-together.ts | ...common | { wcAjax: ACTION }': addAll(false),
  'protocol/bought-together.ts | ...common | { adminAjax: ACTION }': addAll(true),
  'protocol/bought-together.ts | ...items | { wcAjax: VARIATION_ITEMS }': variationItems(false),
  'protocol/bought-together.ts | ...items | { adminAjax: VARIATION_ITEMS }': variationItems(true),
};
