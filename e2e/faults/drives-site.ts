/** Fault-matrix drives of the site chrome: wishlist, popup search, cookie notice. */
import { expect, type Page } from '@playwright/test';
import { type Drive, type MatrixFault } from './drive.ts';
import { PROTOCOL_MESSAGES } from '../../protocol/errors.ts';

/** What the wishlist's calls say: its own refusal text for a stale nonce, §8 codes otherwise (json-or-text). */
function wishlistMessage(fault: MatrixFault): string {
  if (fault === 'stale-nonce') return 'Permissions check failed!';
  if (fault === 'timeout') return PROTOCOL_MESSAGES.timeout;
  if (fault === 'offline' || fault === 'abort') return PROTOCOL_MESSAGES.fetch_error;
  // A failed or unreadable answer that is no JSON at all: the shape is not the add-on's.
  return PROTOCOL_MESSAGES.unknown_error;
}

const wishlistButton = (page: Page) => page.locator('li.product .woosw-btn-101');

/** The server's wishlist count for this visitor, asked with the page's own nonce. */
async function serverWishlistCount(page: Page): Promise<number> {
  const nonce = await page.evaluate(() => (window as unknown as { woosw_vars: { nonce: string } }).woosw_vars.nonce);
  const response = await page.request.post('/?wc-ajax=woosw_load_count', { form: { action: 'wishlist_load_count', nonce } });
  const body = (await response.json()) as { count?: number };
  return body.count ?? 0;
}

const wishlistAdd: Drive = {
  page: '/shop/',
  action: "click a card's wishlist button",
  press: wishlistButton,
  act: (page) => wishlistButton(page).click(),
  message: wishlistMessage,
  messageAt: (page) => page.locator('#woosw-toast'),
  usable: async (page) => {
    await expect(wishlistButton(page)).toHaveText('Add to wishlist');
    await expect(wishlistButton(page)).not.toHaveClass(/woosw-adding/);
    await expect(page.locator('.woosw-menu-item .woosw-menu-item-inner')).toHaveAttribute('data-count', '0');
  },
  state: async (page) => expect(await serverWishlistCount(page)).toBe(0),
  retry: async (page) => {
    await wishlistButton(page).click();
    await expect(page.locator('.woosw-menu-item .woosw-menu-item-inner')).toHaveAttribute('data-count', '1');
    expect(await serverWishlistCount(page)).toBe(1);
  },
};

const searchPopup = (page: Page) => page.locator('#popup-search');

const popupSearch: Drive = {
  page: '/disclaimer/',
  action: 'type a query in the popup search',
  press: (page) => page.locator('.page-open-popup-search'),
  act: async (page) => {
    await page.locator('.page-open-popup-search').click();
    await expect(searchPopup(page).locator('.search-field')).toBeFocused();
    await searchPopup(page).locator('.search-field').fill('fil');
  },
  // §8: a search failure clears the spinner silently.
  usable: async (page) => {
    await expect(searchPopup(page)).not.toHaveClass(/\bloading\b/);
    await expect(searchPopup(page).locator('.search-field')).toBeEditable();
  },
  state: async () => {},
  retry: async (page) => {
    await searchPopup(page).locator('.search-field').fill('film');
    await expect(searchPopup(page).locator('.minimog-grid .grid-item h3').first()).toBeVisible();
  },
};

const cookieNotice = (page: Page) => page.locator('#cookie-notice');
const cookieAccept = (page: Page) => cookieNotice(page).getByRole('button', { name: 'Accept' });

/** The theme's cookie notice: acceptance is stored only once the server says yes. */
const cookieConsent: Drive = {
  page: '/disclaimer/',
  action: "accept the theme's cookie notice",
  press: cookieAccept,
  before: (page) => expect(cookieNotice(page)).toBeVisible(),
  act: (page) => cookieAccept(page).click(),
  // An answer that is no success is a failure without words of its own.
  message: wishlistMessage,
  messageAt: (page) => cookieNotice(page).getByRole('alert'),
  usable: async (page) => {
    await expect(cookieNotice(page)).toBeVisible();
    await expect(cookieAccept(page)).toBeEnabled();
  },
  state: async (page) => expect(await page.evaluate(() => localStorage.getItem('minimog_cookie_accepted'))).toBeNull(),
  retry: async (page) => {
    await cookieAccept(page).click();
    await expect(cookieNotice(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('minimog_cookie_accepted'))).toBe('yes');
  },
};

/** These drives, by the contract site of their matrix row. */
export const SITE_DRIVES: Readonly<Record<string, Drive>> = {
  'protocol/wishlist.ts | names.endpoint | { url: () => target(names).url }': wishlistAdd,
  'protocol/search.ts | `${theme}_search_products` | { themeAjax: `${theme}_search_products` }': popupSearch,
  "protocol/account.ts | 'cookie_accepted' | { url: () => adminAjax() }": cookieConsent,
};
