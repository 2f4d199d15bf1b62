/**
 * Fault-matrix drives of the account chrome and the calls behind the scenes: the theme's login
 * modal, the coming-soon banner's dismissal, the sales notification popup, the marketing
 * provider's identify and the Store API product reads of the product view tracking.
 */
import { expect, type Page, type Request } from '@playwright/test';
import { FAULTS_COOKIE } from '../../server/routes/faults.ts';
import { salesNotificationPopup } from '../../server/render/site-account.ts';
import { PROTOCOL_MESSAGES } from '../../protocol/errors.ts';
import { jsonCallMessage, type Drive, type MatrixFault } from './drive.ts';

const DEMO = { login: 'demo', password: 'lumen-demo' };

/** Whether the server takes this browser for a logged-in visitor: its members' page says so in the body class. */
async function loggedIn(page: Page): Promise<boolean> {
  const html = await (await page.request.get('/members/')).text();
  return /<body[^>]*class="[^"]*\blogged-in\b/.test(html);
}

/** A call whose failure has no words of its own but the §8 codes: a refused nonce (-1, 403) is an unknown error. */
function accountMessage(fault: MatrixFault): string | undefined {
  return fault === 'stale-nonce' ? PROTOCOL_MESSAGES.unknown_error : jsonCallMessage(fault);
}

const loginModal = (page: Page) => page.locator('#modal-user-login');
const loginSubmit = (page: Page) => loginModal(page).getByRole('button', { name: 'Log in' });
const LOGIN_TRIGGER = '.site-account-links .open-modal-login';

/** The theme's login modal (§4 "Account modals", §8): a failed call's text in the form's message area, focused. */
const modalLogin: Drive = {
  page: '/disclaimer/',
  action: 'log in from the login modal',
  press: loginSubmit,
  before: async (page) => {
    // The trigger is claimed (its group loaded): a click before that is the plain link to my-account.
    await expect(page.locator(LOGIN_TRIGGER)).toHaveAttribute('data-island-state', /pending|live/);
    await page.locator(LOGIN_TRIGGER).click();
    await expect(loginModal(page)).toBeVisible();
    await page.locator('#modal-login-user').fill(DEMO.login);
    await page.locator('#modal-login-password').fill(DEMO.password);
  },
  act: (page) => loginSubmit(page).click(),
  message: accountMessage,
  messageAt: (page) => loginModal(page).locator('.form-response-messages'),
  usable: async (page) => {
    await expect(loginModal(page)).toBeVisible();
    await expect(loginSubmit(page)).toBeEnabled();
    await expect(loginModal(page).locator('form')).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('#modal-login-password')).toHaveValue(DEMO.password);
  },
  // Told it failed, the shopper is not logged in on the server either.
  state: async (page) => expect(await loggedIn(page)).toBe(false),
  retry: async (page) => {
    await Promise.all([page.waitForEvent('load'), loginSubmit(page).click()]);
    expect(await loggedIn(page)).toBe(true);
  },
};

const banner = (page: Page) => page.locator('#coming-soon-footer-banner');
const dismiss = (page: Page) => banner(page).getByRole('button', { name: /Dismiss/ });

/** Whether the server still prints the banner for this visitor (it stops once the dismissal is stored as their user meta). */
async function serverPrintsBanner(page: Page): Promise<boolean> {
  return (await (await page.request.get('/disclaimer/')).text()).includes('id="coming-soon-footer-banner"');
}

/** A new account, logged in through the theme's register call: the banner's dismissal is per user, and the demo's may be stored already. */
async function newMember(page: Page): Promise<void> {
  const security = await loginModal(page).locator('input[name="security"]').inputValue();
  const username = `fault${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post('/wp-admin/admin-ajax.php', {
    form: { action: 'minimog_user_register', security, username, email: `${username}@example.com`, password: 'lumen-fault-1' },
  });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

/** WordPress's fatal-error words, as the REST API's 500 carries them (markup read as text). */
const CRITICAL_ERROR = 'There has been a critical error on this website. Learn more about troubleshooting WordPress.';

/** What a failed dismissal says: a REST error's own words, else the §8 code's text; a stale nonce is met with a fresh one, so nothing. */
function comingSoonMessage(fault: MatrixFault): string | undefined {
  if (fault === 'stale-nonce') return undefined;
  return fault === '500' ? CRITICAL_ERROR : jsonCallMessage(fault);
}

/**
 * The coming-soon banner's dismissal (REST wp/v2/users/me, X-WP-Nonce; §4: hidden once the request
 * completes). A failure leaves the banner and its link with the §8 text; a stale nonce is refreshed
 * and the request sent again (§6), so that dismissal goes through.
 */
const comingSoonDismiss: Drive = {
  page: '/disclaimer/',
  action: 'dismiss the coming-soon banner (logged in)',
  press: dismiss,
  before: async (page) => {
    // The cookie notice, shown at idle, must not slide over the banner's link.
    await page.evaluate(() => localStorage.setItem('minimog_cookie_accepted', 'yes'));
    await newMember(page);
    await page.reload();
    await expect(banner(page)).toHaveAttribute('data-island-state', 'pending');
  },
  act: (page) => dismiss(page).click(),
  message: comingSoonMessage,
  messageAt: (page) => banner(page).getByRole('alert'),
  usable: async (page, fault) => {
    if (fault === 'stale-nonce') {
      await expect(banner(page)).toBeHidden();
      return;
    }
    await expect(banner(page)).toBeVisible();
    await expect(dismiss(page)).not.toHaveAttribute('aria-busy', 'true');
  },
  state: async (page, fault) => expect(await serverPrintsBanner(page)).toBe(fault !== 'stale-nonce'),
  retry: async (page, fault) => {
    if (fault === 'stale-nonce') return;
    await dismiss(page).click();
    await expect(banner(page)).toBeHidden();
    expect(await serverPrintsBanner(page)).toBe(false);
  },
};

/** A page marked for sales notifications (the fixture shop marks its product pages). */
const SALES_PAGE = '/product/golden-hour-lightroom-pack/';
const salesPopup = (page: Page) => page.locator('.sales-notification');
const salesItem = (page: Page) => salesPopup(page).locator('.sales-notification__item');

/**
 * ProductX's sales notification popup (REST sales/v1/notification at mount; §8: a failure is only
 * logged). The call goes by itself once the popup's island mounts, so the shopper's "action" is
 * the popup's markup arriving: the printed popup replaced by the same markup as the server prints
 * it, which the runtime mounts as it mounts any markup inserted later. Usable: the page keeps
 * working, the popup shows nothing and nothing is thrown; the retry is the next page view.
 */
const salesNotification: Drive = {
  page: SALES_PAGE,
  action: 'a page with the sales notification popup (its markup arriving)',
  press: salesPopup,
  // An idle island: on a loaded machine the browser's idle time comes late.
  before: (page) => expect(salesPopup(page)).toHaveAttribute('data-island-state', 'live', { timeout: 15_000 }),
  act: async (page) => {
    await page.evaluate((markup) => {
      const template = document.createElement('template');
      template.innerHTML = markup;
      document.querySelector('.sales-notification')?.replaceWith(template.content);
    }, salesNotificationPopup());
    await expect(salesPopup(page)).toHaveAttribute('data-island-state', 'live', { timeout: 15_000 });
  },
  // A stale nonce is refreshed and the call sent again (protocol/client.ts, §8): the popup fills as if nothing happened.
  usable: async (page, fault) => {
    if (fault === 'stale-nonce') await expect(salesItem(page)).toContainText('purchased', { timeout: 15_000 });
    else await expect(salesItem(page)).toBeEmpty();
    await expect(page.locator('html')).toHaveAttribute('data-shop-islands', 'ready');
  },
  state: async () => {},
  retry: async (page) => {
    await page.reload();
    await expect(salesItem(page)).toContainText('purchased', { timeout: 15_000 });
  },
};

const TRACKING_COOKIE = 'shop_islands_tracking';
/** The backend's knob: the page embeds no product parameters, so tracking reads the product by the URL's slug. */
const NO_PRODUCT_PARAMS_COOKIE = 'shop_islands_no_product_params';

interface Recorded {
  kind: 'marketing' | 'pixel' | 'loader' | 'identify' | 'csp';
  command: unknown;
}

/** Turns on the backend's recording of what the tracking stand-ins and identify receive, under a run of this test's own. */
async function recordTracking(page: Page, knobs: Readonly<Record<string, string>> = {}): Promise<void> {
  const run = `fault-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(page.url()).origin;
  await page.context().addCookies(Object.entries({ [TRACKING_COOKIE]: run, ...knobs }).map(([name, value]) => ({ name, value, url })));
}

async function recorded(page: Page, kind: Recorded['kind']): Promise<unknown[]> {
  const all = (await (await page.request.get('/stand-ins/recorded')).json()) as Recorded[];
  return all.filter((entry) => entry.kind === kind).map((entry) => entry.command);
}

const identified = async (page: Page): Promise<string[]> =>
  (await recorded(page, 'identify')).map((command) => (command as { email: string }).email);

const billingEmail = (page: Page) => page.locator('#billing_email');
const EMAIL = 'ada@example.com';
const NEXT_EMAIL = 'grace@example.com';

/** §7: any 2xx/3xx is the provider's success, so a 200 that is a page or broken JSON counts as sent, and §4 never sends that address again. */
const countedAsSent = (fault: MatrixFault): boolean => fault === 'html' || fault === 'invalid-json';

async function typeEmail(page: Page, email: string): Promise<void> {
  await billingEmail(page).fill(email);
  await billingEmail(page).blur();
}

/**
 * The marketing provider's identify from the checkout e-mail (admin-ajax {marketing}_identify,
 * tracking). §8: a failure is ignored and only clears the in-progress flag, so there is nothing to
 * show: usable means the checkout keeps working and nothing is thrown. Offline, the call's code
 * (fetched with the first address worth sending) cannot come, which is the same failure.
 */
const marketingIdentify: Drive = {
  page: '/checkout/',
  action: 'type a valid e-mail in the checkout (the provider is told who the shopper is)',
  press: billingEmail,
  before: async (page) => {
    await recordTracking(page);
    await expect(billingEmail(page)).toHaveAttribute('data-island-state', 'live');
  },
  act: (page) => typeEmail(page, EMAIL),
  usable: async (page) => {
    await expect(page.locator('form.checkout.woocommerce-checkout')).toHaveAttribute('data-island-state', 'live');
    await expect(billingEmail(page)).toHaveValue(EMAIL);
    await expect(billingEmail(page)).toBeEditable();
  },
  // The add-on never heard of the address (the fault answered for it, or the call never arrived).
  state: async (page) => expect(await identified(page)).toEqual([]),
  // The address again (a failure let it go; one counted as sent is not sent again, so the next address): a send
  // still in flight drops what is typed meanwhile, so it is typed until it goes.
  retry: async (page, fault) => {
    const email = countedAsSent(fault) ? NEXT_EMAIL : EMAIL;
    await expect(async () => {
      await typeEmail(page, '');
      await typeEmail(page, email);
      await expect.poll(() => identified(page), { timeout: 2000 }).toEqual([email]);
    }).toPass({ timeout: 15_000 });
  },
};

interface ViewedProduct {
  id: string;
  variantId: string;
}

/** The 'viewed product' events the provider's stand-in received for this test's run. */
async function viewedProducts(page: Page): Promise<ViewedProduct[]> {
  return (await recorded(page, 'marketing')).flatMap((command) => {
    const [kind, name, event] = command as [string, string, { properties: { product: ViewedProduct } }];
    return kind === 'track' && name === 'viewed product' ? [event.properties.product] : [];
  });
}

const VARIABLE_PRODUCT = '/product/film-emulation-collection/';
const variationForm = (page: Page) => page.locator('form.variations_form');

/**
 * The page loaded before the fault began: the fault cookie is set aside while the page loads and its
 * tracking reads the parent product (the Store API read at load), then put back, so the fault meets
 * the read the shopper's next choice sends.
 */
async function loadedBeforeTheFault(page: Page, url: string): Promise<void> {
  const context = page.context();
  const plan = (await context.cookies()).find((cookie) => cookie.name === FAULTS_COOKIE);
  await context.clearCookies({ name: FAULTS_COOKIE });
  await page.goto(url);
  await expect.poll(async () => (await viewedProducts(page)).length, { timeout: 15_000 }).toBe(1);
  if (plan) await context.addCookies([plan]);
}

/**
 * The product view tracking's Store API read of a chosen variation (§4 "Marketing identification and
 * tracking": 'viewed product' again for each new variation). §8: a failure yields no product and no
 * event; usable means the product form keeps working and nothing is thrown.
 */
const variationView: Drive = {
  // From the shop (no product view there): what the recording counts is the product page's alone.
  page: '/shop/',
  action: 'choose a variation on a product page (tracking reads it from the Store API)',
  press: (page) => page.locator('#pa_format'),
  before: async (page) => {
    await recordTracking(page);
    await loadedBeforeTheFault(page, VARIABLE_PRODUCT);
    await expect(variationForm(page)).toHaveAttribute('data-island-state', 'live');
  },
  act: async (page) => {
    await page.locator('#pa_format').selectOption('photoshop-actions');
    await page.locator('#pa_licence').selectOption('personal');
  },
  usable: async (page) => {
    await expect(page.locator('input.variation_id')).toHaveValue('205');
    await expect(variationForm(page).locator('button.single_add_to_cart_button')).not.toHaveClass(/\bdisabled\b/);
  },
  // Only the parent's view went to the provider: the variation was never read.
  state: async (page) => expect((await viewedProducts(page)).map((product) => product.variantId)).toEqual(['']),
  retry: async (page) => {
    await page.locator('#pa_format').selectOption('capture-one');
    await expect.poll(async () => (await viewedProducts(page)).map((product) => product.variantId)).toEqual(['', '203']);
  },
};

const SIMPLE_PRODUCT = '/product/golden-hour-lightroom-pack/';
/** The product's read by id, which a page without product parameters sends with its URL's slug before the slug read. */
const isReadBySlugAsId = (url: string): boolean => new URL(url).pathname.endsWith('/wc/store/v1/products/golden-hour-lightroom-pack');

/**
 * Moves the page's clock on a second at a time (the product parameters are polled each second for
 * 5 s, §9), giving the network its real time in between, until `done()`: the wait the shopper
 * would sit through, without the test sitting through it.
 */
async function secondsUntil(page: Page, done: () => boolean | Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.runFor(1000);
        return done();
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
}

/**
 * The product view tracking's Store API read by slug (`/products?slug=`): a page that embeds no
 * product parameters is read by its URL's last segment, first as an id (a 404), then as a slug, once
 * the parameters have not come (§9: 5 s). The read comes by itself: the shopper only stays on the
 * page (its clock moved on). §8: a failure yields no product and no event; usable means the page
 * keeps working and nothing is thrown. Offline, the id read before it fails first and the slug read
 * never leaves.
 */
const slugView: Drive = {
  // From the shop (no product view there): what the recording counts is the product page's alone.
  page: '/shop/',
  action: 'stay on a product page that embeds no product parameters (tracking reads it by slug)',
  press: (page) => page.locator('form.cart button.single_add_to_cart_button'),
  before: async (page) => {
    await recordTracking(page, { [NO_PRODUCT_PARAMS_COOKIE]: '1' });
    // The time-out fault has the clock installed already; installing it again keeps it as it is.
    await page.clock.install();
    await page.goto(SIMPLE_PRODUCT);
    await expect(page.locator('html')).toHaveAttribute('data-shop-islands', 'ready');
  },
  // Until the read by id is sent: the read by slug follows its 404 with no wait of its own.
  act: async (page) => {
    let sent = false;
    const byId = (request: Request): void => {
      if (isReadBySlugAsId(request.url())) sent = true;
    };
    page.on('request', byId);
    await secondsUntil(page, () => sent);
    page.off('request', byId);
  },
  usable: async (page) => {
    await expect(page.locator('html')).toHaveAttribute('data-shop-islands', 'ready');
    await expect(page.locator('form.cart button.single_add_to_cart_button')).toBeEnabled();
  },
  state: async (page) => expect(await viewedProducts(page)).toEqual([]),
  retry: async (page) => {
    await page.reload();
    await secondsUntil(page, async () => (await viewedProducts(page)).length > 0);
    expect((await viewedProducts(page)).map((product) => product.id)).toEqual(['101']);
  },
};

/** These drives, by the contract site of their matrix row. */
export const ACCOUNT_DRIVES: Readonly<Record<string, Drive>> = {
  "protocol/account.ts | 'account_form' | { url: () => adminAjax() }": modalLogin,
  "protocol/account.ts | 'coming_soon_dismiss' | { url: () => restUrl }": comingSoonDismiss,
  "protocol/account.ts | 'sales_notification' | { rest: 'sales/v1/notification' }": salesNotification,
  'protocol/marketing.ts | `${marketing}${IDENTIFY_ACTION_SUFFIX}` | { adminAjax: `${marketing}${IDENTIFY_ACTION_SUFFIX}` }':
    marketingIdentify,
  "protocol/store-api.ts | 'store_product' | { rest: 'wc/store/v1/products/{id}' }": variationView,
  "protocol/store-api.ts | 'store_product_by_slug' | { rest: 'wc/store/v1/products' }": slugView,
};
