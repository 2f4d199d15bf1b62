/**
 * Issue 15, "Account": the login, register and lost-password modals (footer triggers, login-required
 * page), client validation with the §5 texts, the admin-ajax posts and their outcomes, failures that
 * leave the form usable, the show/hide password button, the generic modal, field descriptions and the
 * my-account tabs; at desktop width and at 390 px, by keyboard where the issue asks, axe with each
 * dialog open.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors } from './helpers.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DEMO = { login: 'demo', password: 'lumen-demo' };

async function axeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const loginModal = (page: Page) => page.locator('#modal-user-login');
const registerModal = (page: Page) => page.locator('#modal-user-register');
const lostModal = (page: Page) => page.locator('#modal-user-lost-password');

/** The trigger is claimed (its group loaded): a click before that is the plain link to my-account, as without script. */
async function claimed(page: Page, selector: string): Promise<void> {
  await expect(page.locator(selector).first()).toHaveAttribute('data-island-state', /pending|live/);
}

async function openLogin(page: Page): Promise<void> {
  await claimed(page, '.site-account-links .open-modal-login');
  await page.locator('.site-account-links .open-modal-login').click();
  await expect(loginModal(page)).toBeVisible();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('login modal: §5 errors tied to their fields, a wrong password shows data.messages, the right one reloads logged in', async ({
      page,
      context,
    }) => {
      const errors = failOnConsoleErrors(page);
      await page.goto('/disclaimer/');
      await booted(page);
      await openLogin(page);
      await expect(page.locator('#modal-login-user')).toBeFocused();
      await axeClean(page);

      await loginModal(page).getByRole('button', { name: 'Log in' }).click();
      const user = page.locator('#modal-login-user');
      const password = page.locator('#modal-login-password');
      await expect(page.locator('#modal-login-user-error')).toHaveText('This field is required');
      await expect(page.locator('#modal-login-password-error')).toHaveText('This field is required');
      await expect(user).toHaveAttribute('aria-invalid', 'true');
      await expect(user).toHaveAttribute('aria-describedby', /modal-login-user-error/);
      await expect(password).toHaveAttribute('aria-describedby', /modal-login-password-error/);
      await expect(user).toBeFocused();

      await user.fill(DEMO.login);
      await password.fill('not-the-password');
      const posted = page.waitForRequest((r) => r.url().includes('/wp-admin/admin-ajax.php') && r.method() === 'POST');
      await loginModal(page).getByRole('button', { name: 'Log in' }).click();
      const body = new URLSearchParams((await posted).postData() ?? '');
      expect(body.get('action')).toBe('minimog_user_login');
      expect(body.get('user_login')).toBe(DEMO.login);
      expect(body.get('security')).toBeTruthy();
      const message = loginModal(page).locator('.form-response-messages');
      await expect(message).toContainText('is incorrect');
      await expect(message).toHaveAttribute('role', 'alert');
      await expect(message).toBeFocused();
      await expect(user).not.toHaveAttribute('aria-invalid', 'true');

      await password.fill(DEMO.password);
      await Promise.all([page.waitForEvent('load'), loginModal(page).getByRole('button', { name: 'Log in' }).click()]);
      const cookies = await context.cookies();
      expect(cookies.some((c) => c.name.startsWith('wordpress_logged_in_'))).toBe(true);
      expect(errors).toEqual([]);
    });

    test('keyboard only: Enter on the trigger opens, Tab stays in the dialog, Esc closes and focus returns', async ({ page }) => {
      await page.goto('/disclaimer/');
      await booted(page);
      const trigger = page.locator('.site-account-links .open-modal-login');
      await claimed(page, '.site-account-links .open-modal-login');
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(loginModal(page)).toBeVisible();
      await expect(page.locator('#modal-login-user')).toBeFocused();
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('#modal-user-login') !== null)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(loginModal(page)).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test('the show/hide password button toggles the field, its label and aria-pressed', async ({ page }) => {
      await page.goto('/disclaimer/');
      await booted(page);
      await openLogin(page);
      const toggle = loginModal(page).getByRole('button', { name: 'Show password' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await page.locator('#modal-login-password').fill('secret-words');
      await toggle.click();
      await expect(page.locator('#modal-login-password')).toHaveAttribute('type', 'text');
      const hide = loginModal(page).getByRole('button', { name: 'Hide password' });
      await expect(hide).toHaveAttribute('aria-pressed', 'true');
      await hide.press('Enter');
      await expect(page.locator('#modal-login-password')).toHaveAttribute('type', 'password');
    });
  });
}

test('register: length rules, then success shows the message and goes to the redirect after 5 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/disclaimer/');
  await booted(page);
  await openLogin(page);
  await loginModal(page).locator('.open-modal-register').click();
  await expect(registerModal(page)).toBeVisible();
  await expect(loginModal(page)).toBeHidden();
  await axeClean(page);
  await page.locator('#modal-register-username').fill('abc');
  await page.locator('#modal-register-email').fill('not-an-email');
  await page.locator('#modal-register-password').fill('short');
  await registerModal(page).getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('#modal-register-username-error')).toHaveText('Please enter at least 4 characters');
  await expect(page.locator('#modal-register-email-error')).toHaveText('A valid email address is required');
  await expect(page.locator('#modal-register-password-error')).toHaveText('Please enter at least 8 characters');
  await expect(page.locator('#modal-register-username')).toBeFocused();
  await page.locator('#modal-register-password').fill('x'.repeat(31));
  await registerModal(page).getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('#modal-register-password-error')).toHaveText('Please enter no more than 30 characters');

  const name = `newbie${Date.now() % 100000}`;
  await page.locator('#modal-register-username').fill(name);
  await page.locator('#modal-register-email').fill(`${name}@example.com`);
  await page.locator('#modal-register-password').fill('long-enough-1');
  await registerModal(page).getByRole('button', { name: 'Register' }).click();
  await expect(registerModal(page).locator('.form-response-messages')).toContainText('Registration complete');
  await page.clock.runFor(4900);
  expect(new URL(page.url()).pathname).toBe('/disclaimer/');
  await Promise.all([page.waitForURL('**/my-account/'), page.clock.runFor(200)]);
});

test('lost password: an unknown login shows the error, a known one the confirmation', async ({ page }) => {
  await page.goto('/disclaimer/');
  await booted(page);
  await openLogin(page);
  await loginModal(page).locator('.open-modal-lost-password').click();
  await expect(lostModal(page)).toBeVisible();
  await axeClean(page);
  await page.locator('#modal-lost-user').fill('nobody-here');
  await lostModal(page).getByRole('button', { name: 'Reset password' }).click();
  await expect(lostModal(page).locator('.form-response-messages')).toContainText('There is no account');
  await page.locator('#modal-lost-user').fill('demo@example.com');
  await lostModal(page).getByRole('button', { name: 'Reset password' }).click();
  await expect(lostModal(page).locator('.form-response-messages')).toContainText('Password reset email has been sent');
  // Back to log in, then Esc: focus goes back to the footer link that opened the first modal.
  await lostModal(page).locator('.open-modal-login').click();
  await expect(loginModal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.site-account-links .open-modal-login')).toBeFocused();
});

test('login failures (500, offline) leave the form usable with a message, and reset the captcha', async ({ page }) => {
  await page.goto('/disclaimer/');
  await booted(page);
  await page.evaluate(() => {
    const holder = document.createElement('div');
    holder.className = 'g-recaptcha';
    document.querySelector('#modal-user-login form')!.append(holder);
    (window as unknown as { grecaptcha: { reset(): void }; __resets: number }).__resets = 0;
    (window as unknown as { grecaptcha: { reset(): void } }).grecaptcha = {
      reset: () => ((window as unknown as { __resets: number }).__resets += 1),
    };
  });
  await openLogin(page);
  await page.locator('#modal-login-user').fill(DEMO.login);
  await page.locator('#modal-login-password').fill(DEMO.password);
  const submit = loginModal(page).getByRole('button', { name: 'Log in' });
  const message = loginModal(page).locator('.form-response-messages');

  await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 500, body: '' }));
  await submit.click();
  await expect(message).toHaveText('An unknown error occurred.');
  await expect(submit).toBeEnabled();

  await page.unroute('**/wp-admin/admin-ajax.php');
  await page.route('**/wp-admin/admin-ajax.php', (route) => route.abort('internetdisconnected'));
  await submit.click();
  await expect(message).toHaveText('You are probably offline.');
  await expect(submit).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { __resets: number }).__resets)).toBe(2);
  await expect(loginModal(page)).toBeVisible();
});

test('a page that requires login opens the login modal by itself for a guest, and not once logged in', async ({ page }) => {
  await page.goto('/members/');
  await booted(page);
  await expect(loginModal(page)).toBeVisible();
  await expect(page.locator('#modal-login-user')).toBeFocused();
  await axeClean(page);
  await page.locator('#modal-login-user').fill(DEMO.login);
  await page.locator('#modal-login-password').fill(DEMO.password);
  await Promise.all([page.waitForEvent('load'), loginModal(page).getByRole('button', { name: 'Log in' }).click()]);
  await booted(page);
  await expect(page.locator('body')).toHaveClass(/logged-in/);
  await page.waitForLoadState('networkidle');
  await expect(loginModal(page)).toBeHidden();
});

test('generic modal: the trigger opens it, Esc, the backdrop and its own button close it, focus returns', async ({ page }) => {
  await page.goto('/licence-help/');
  await booted(page);
  const trigger = page.locator('.entry-content [data-minimog-target="#modal-licence-guide"]').first();
  const modal = page.locator('#modal-licence-guide');
  await claimed(page, '.entry-content [data-minimog-target="#modal-licence-guide"]');
  await trigger.click();
  await expect(modal).toBeVisible();
  await axeClean(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(trigger).toBeFocused();
  await trigger.press('Enter');
  await expect(modal).toBeVisible();
  await modal.locator('.modal-overlay').click({ position: { x: 5, y: 5 } });
  await expect(modal).toBeHidden();
  await trigger.click();
  await modal.getByRole('button', { name: 'Got it' }).click();
  await expect(modal).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('field descriptions slide open on focus, one at a time, and close on Escape or a click outside', async ({ page }) => {
  await page.goto('/licence-help/');
  await booted(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#licence_company-description')).toHaveAttribute('data-island-state', 'live');
  const company = page.locator('#licence_company-description');
  const email = page.locator('#licence_email-description');
  await page.locator('#licence_company').focus();
  await expect(company).toBeVisible();
  await expect(company).toHaveAttribute('aria-hidden', 'false');
  await page.keyboard.press('Tab');
  await expect(email).toBeVisible();
  await expect(company).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(email).toBeHidden();
  await page.locator('#licence_seats').click();
  await expect(page.locator('#licence_seats-description')).toBeVisible();
  await page.locator('h1').click();
  await expect(page.locator('#licence_seats-description')).toBeHidden();
});

test('my-account tabs (editor preview): click and arrow keys switch the visible panel', async ({ page }) => {
  await page.goto('/my-account/');
  await booted(page);
  const tablist = page.getByRole('tablist');
  await expect(tablist).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.locator('#my-account-orders')).toBeVisible();
  await expect(page.locator('#my-account-dashboard')).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Downloads' })).toBeFocused();
  await expect(page.locator('#my-account-downloads')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Account details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#my-account-edit-account').getByRole('button', { name: 'Show password' }).first()).toBeVisible();
  await page.keyboard.press('Home');
  await expect(page.locator('#my-account-dashboard')).toBeVisible();
  await axeClean(page);
});
