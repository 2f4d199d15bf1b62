/**
 * Fault-matrix drives of ProductX's quick view on /productx/ (issue 25): opening it from a grid
 * card (wc-ajax wopb_quickview) and its "Buy now" (admin-ajax wopb_addcart with cartType buy_now).
 * §8 lists the quick view's failures as "not shown"; ours says the §8 message of the failure in the
 * dialog, with the way to the product page, and "Buy now" says it beside the button. A stale nonce
 * on the quick view is renewed and the ask sent again (the product shows); "Buy now" reads
 * ProductX's empty answer as its add failing, as the slider's add does.
 */
import { expect, type Page } from '@playwright/test';
import { BLOCK_FAILURE_TEXT } from '../../dom-bridge/discovery-constants.ts';
import { QUICK_VIEW_TEXTS, WOPB_QUICK_VIEW as W, WOPB_QUICK_VIEW_CLASSES as C } from '../../dom-bridge/quick-view-constants.ts';
import { PROTOCOL_MESSAGES } from '../../protocol/errors.ts';
import { COUNT, faultMessage, serverCart, type Drive, type MatrixFault } from './drive.ts';

const PRODUCTX = '/productx/';
/** A simple product of the load-more grid: its quick view has the cart form and "Buy now". */
const SIMPLE = '101';
const SIMPLE_NAME = 'Golden Hour Lightroom Pack';
const SIMPLE_PAGE = /\/product\/golden-hour-lightroom-pack\/$/;
/** What the shopper had in the cart before: "Buy now" would empty it, a failed one must not. */
const IN_CART = '125';

const trigger = (page: Page) => page.locator(`.wopb-block-wopbgrid1lm .wopb-quickview-btn[${W.postidAttr}="${SIMPLE}"]`);
const dialog = (page: Page) => page.locator(`dialog.${C.dialog}`);
const title = (page: Page) => dialog(page).locator(W.title);
const failure = (page: Page) => dialog(page).getByRole('alert');
const buyNowButton = (page: Page) => dialog(page).locator(W.buyNow);
const buyNowNotice = (page: Page) => dialog(page).locator(`.${C.notice}[role="alert"]`);

/** The quick view's message: the §8 text of the failure (an error page or broken answer is an unknown error). */
function quickViewMessage(fault: MatrixFault): string | undefined {
  return faultMessage(fault, PROTOCOL_MESSAGES.unknown_error);
}

/** The open quick view is done loading and shows the product. */
async function showsProduct(page: Page): Promise<void> {
  await expect(title(page)).toHaveText(SIMPLE_NAME);
  await expect(dialog(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(failure(page)).toHaveCount(0);
}

/** Esc closes the dialog and focus goes back to the trigger, which stays a button. */
async function closes(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(trigger(page)).toBeFocused();
  await expect(trigger(page)).toHaveAttribute('role', 'button');
}

/**
 * Opening ProductX's quick view from a grid card: a failure says why in the dialog with the link to
 * the product page, the loader goes, and the dialog closes as usual; a stale nonce is renewed and
 * the product shows. The cart is untouched either way.
 */
const wopbQuickView: Drive = {
  page: PRODUCTX,
  action: "open ProductX's quick view from a grid card",
  press: trigger,
  act: (page) => trigger(page).click(),
  message: quickViewMessage,
  messageAt: failure,
  usable: async (page, fault) => {
    await expect(dialog(page)).toBeVisible();
    if (fault === 'stale-nonce') await showsProduct(page);
    else {
      await expect(dialog(page)).not.toHaveAttribute('aria-busy', 'true');
      await expect(failure(page).getByRole('link', { name: QUICK_VIEW_TEXTS.productPage })).toHaveAttribute('href', SIMPLE_PAGE);
      await expect(dialog(page)).not.toContainText('critical error');
    }
    await closes(page);
  },
  state: async (page) => expect((await serverCart(page)).count).toBe('0 items'),
  retry: async (page) => {
    await trigger(page).click();
    await showsProduct(page);
    await expect(buyNowButton(page)).toBeVisible();
    await closes(page);
  },
};

/** The quick view's "Buy now" message: the §8 text of a failed call; an answer other than ProductX's success is its add failing. */
function buyNowMessage(fault: MatrixFault): string | undefined {
  return faultMessage(fault, PROTOCOL_MESSAGES.unknown_error, ['500']) ?? BLOCK_FAILURE_TEXT;
}

/**
 * "Buy now" in ProductX's quick view, with another product in the cart: a failure is said beside the
 * button, which is pressable again; the shopper stays in the open quick view and the cart is as it
 * was (not emptied, nothing added). The next press empties it, adds this product and goes to checkout.
 */
const wopbBuyNow: Drive = {
  page: PRODUCTX,
  action: "press Buy now in ProductX's quick view (another product in the cart)",
  press: buyNowButton,
  before: async (page) => {
    await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: IN_CART, quantity: '1' } });
    await page.reload();
    await expect(page.locator(COUNT).first()).toHaveText('1 item');
    await trigger(page).click();
    await showsProduct(page);
    await expect(buyNowButton(page)).toBeVisible();
  },
  act: (page) => buyNowButton(page).click(),
  message: buyNowMessage,
  messageAt: buyNowNotice,
  usable: async (page) => {
    await expect(buyNowButton(page)).not.toHaveClass(/\bloading\b/);
    await expect(buyNowButton(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(title(page)).toHaveText(SIMPLE_NAME);
    await expect(page).toHaveURL(new RegExp(`${PRODUCTX}$`));
    await expect(page.locator(COUNT).first()).toHaveText('1 item');
  },
  state: async (page) => expect((await serverCart(page)).lines).toEqual([[IN_CART, 1]]),
  retry: async (page) => {
    await buyNowButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    expect((await serverCart(page)).lines).toEqual([[SIMPLE, 1]]);
  },
};

/** These drives, by the contract site of their matrix row. */
export const PRODUCTX_QUICK_VIEW_DRIVES: Readonly<Record<string, Drive>> = {
  'protocol/wopb-quick-view.ts | WOPB_QUICK_VIEW_ACTION | { wcAjax: WOPB_QUICK_VIEW_ACTION }': wopbQuickView,
  "protocol/wopb-quick-view.ts | 'wopb_addcart' | { adminAjax: 'wopb_addcart' }": wopbBuyNow,
};
