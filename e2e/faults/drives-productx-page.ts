/**
 * Fault-matrix drives of ProductX's product-page calls: the view ping (REST /wopb/views, 3 s after
 * the page loads) and the share count (admin-ajax wopb_share_count). §8 only logs their failures
 * ('Error occured.please try again', a warning of ours), and the page shows nothing of them: the
 * drives read that line, and the view ping's request ending, to know the call is over.
 */
import { expect, type Page, type Request } from '@playwright/test';
import { WOPB_FAILURE_LOG } from '../../dom-bridge/island-constants.ts';
import { type Drive, type MatrixFault } from './drive.ts';

/** What a drive saw of its page: the `[shop-islands]` warnings, and how many view pings ended. */
interface Seen {
  warnings: string[];
  pingsEnded: number;
}

const seen = new WeakMap<Page, Seen>();

function watch(page: Page): Seen {
  const record: Seen = { warnings: [], pingsEnded: 0 };
  seen.set(page, record);
  page.on('console', (message) => {
    if (message.type() === 'warning') record.warnings.push(message.text());
  });
  const ended = (request: Request): void => {
    if (isViewPing(request.url())) record.pingsEnded += 1;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return record;
}

/** Whether the page has logged §8's line for `island`. */
const logged = (page: Page, island: string): boolean =>
  (seen.get(page)?.warnings ?? []).some((line) => line.startsWith(`[shop-islands] ${island}: ${WOPB_FAILURE_LOG}`));

/** Not the share-buttons spec's product: that spec expects its share count to start at 0. */
const PRODUCT = '/product/vintage-kodachrome-pack/';
const VIEW_PING = '#wopb-script-js-extra';
const isViewPing = (url: string): boolean => new URL(url).pathname === '/wp-json/wopb/views';

/**
 * Holds the page's clock: the 3 s until the view ping are then the drive's to move, so the call
 * goes exactly when the drive says. The time-out fault installed the clock at the page's load;
 * otherwise this installs it.
 */
async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Opens the product page (on the held clock) with its view ping's island live. */
async function openProductPage(page: Page): Promise<void> {
  await page.goto(PRODUCT);
  await expect(page.locator('html')).toHaveAttribute('data-shop-islands', 'ready');
  await expect(page.locator(VIEW_PING)).toHaveAttribute('data-island-state', /pending|live/);
  // The island starts at idle (at the latest after 2 s, on the page's clock).
  await page.clock.runFor(2000);
  await expect(page.locator(VIEW_PING)).toHaveAttribute('data-island-state', 'live');
}

/** A failure the view ping sees (an answer it does not read is none: an HTML page, broken JSON, ProductX's null). */
const pingFails = (fault: MatrixFault): boolean => ['500', 'timeout', 'offline', 'abort'].includes(fault);

/**
 * The view ping: the shopper comes to a product page and stays 3 s. Nothing is shown
 * (§7: its answer is not read); a stale nonce is ProductX's silent null (nothing counted, no
 * warning: the answer is not read, so nothing says it failed).
 */
const viewPing: Drive = {
  // A light page to come from: the product page is opened by the drive, on its held clock.
  page: '/disclaimer/',
  action: 'stay 3 s on a product page (the view ping)',
  press: (page) => page.locator(VIEW_PING),
  before: async (page) => {
    watch(page);
    await holdClock(page);
    await openProductPage(page);
  },
  act: (page) => page.clock.runFor(3000),
  // The call is over (the clock moves on, for anything the call waits on), logged if it failed.
  usable: async (page, fault) => {
    await expect(async () => {
      await page.clock.runFor(1000);
      expect(seen.get(page)?.pingsEnded).toBe(1);
      expect(logged(page, 'view-ping')).toBe(pingFails(fault));
    }).toPass({ timeout: 10_000 });
  },
  // A view is a product-wide counter every product page of every test moves (3 s after its load):
  // its number says nothing of this call. The fault answers before ProductX's handler, which the
  // retry's answer, counted, then reaches.
  state: async () => {},
  retry: async (page) => {
    await openProductPage(page);
    const answered = page.waitForResponse((response) => isViewPing(response.url()));
    await page.clock.runFor(3000);
    const answer = (await (await answered).json()) as { success?: boolean; views?: number };
    expect(answer.success).toBe(true);
    expect(answer.views).toBeGreaterThan(0);
  },
};

const shareBlock = (page: Page) => page.locator('.wopb-share');
const shareLink = (page: Page) => shareBlock(page).getByRole('link', { name: 'Facebook' });
const isShareCount = (body: string | null): boolean => new URLSearchParams(body ?? '').get('action') === 'wopb_share_count';

/** The share count: §8 logs a failure and clears the loading state; the count shown stays the page's. */
const shareCount: Drive = {
  page: PRODUCT,
  action: 'share a product (the share count)',
  press: shareLink,
  before: async (page) => {
    watch(page);
    // The network's share page opens in a popup: a stand-in, as the share-buttons spec does.
    await page
      .context()
      .route(/^https?:\/\/(www\.)?facebook\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }));
    await expect(shareBlock(page).locator('.wopb-share-count')).toHaveText('0');
  },
  act: (page) => shareLink(page).click(),
  usable: async (page, fault: MatrixFault) => {
    await expect.poll(() => logged(page, 'share-buttons'), { message: `${fault}: the failure is logged` }).toBe(true);
    await expect(shareBlock(page)).not.toHaveClass(/wopb-share-loading/);
    await expect(shareBlock(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(shareBlock(page).locator('.wopb-share-count')).toHaveText('0');
    await expect(shareBlock(page).getByRole('alert')).toHaveCount(0);
  },
  // Shares are a product-wide counter this row's pairs share (in parallel): the failed share's
  // absence is not read from it; the retry shows the server's own count.
  state: async () => {},
  retry: async (page) => {
    const answered = page.waitForResponse((response) => isShareCount(response.request().postData()));
    await shareLink(page).click();
    const answer = (await (await answered).json()) as { data?: { count?: number } };
    const count = answer.data?.count ?? 0;
    expect(count).toBeGreaterThan(0);
    await expect(shareBlock(page).locator('.wopb-share-count')).toHaveText(String(count));
    await expect(shareBlock(page)).not.toHaveClass(/wopb-share-loading/);
  },
};

/** These drives, by the contract site of their matrix row. */
export const PRODUCT_PAGE_DRIVES: Readonly<Record<string, Drive>> = {
  "protocol/wopb.ts | 'wopb_views' | { rest: '/wopb/views' }": viewPing,
  "protocol/wopb.ts | 'wopb_share_count' | { adminAjax: 'wopb_share_count' }": shareCount,
};
