/**
 * Issue 15, the chrome's slides and the header's account icon: the top bar and the drawer's
 * sub-menus change state (and `aria-expanded`) at once and slide their height (§9), not at all with
 * reduced motion; the header's account icon opens the login modal for a guest and leads a logged-in
 * shopper to my-account. A slide is read from the element's own running transitions
 * (`getAnimations()`), never from sleeps.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors } from './helpers.ts';

const DEMO = { login: 'demo', password: 'lumen-demo' };

interface Pressed {
  expanded: string | null;
  /** The properties of the CSS transitions running on the sliding element right after the press. */
  sliding: string[];
  height: number;
}

/** Clicks `toggle` in the page and reads, in the same task, its state and the element's transitions. */
function press(toggle: Locator, slidingSelector: string): Promise<Pressed> {
  return toggle.evaluate((button, selector) => {
    (button as HTMLElement).click();
    const element = document.querySelector<HTMLElement>(selector)!;
    return {
      expanded: button.getAttribute('aria-expanded'),
      sliding: element
        .getAnimations()
        .filter((animation): animation is CSSTransition => animation instanceof CSSTransition)
        .map((transition) => transition.transitionProperty),
      height: element.getBoundingClientRect().height,
    };
  }, slidingSelector);
}

/** Waits until the element's slide has ended (no running transition, no inline height left). */
async function settled(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector<HTMLElement>(sel)!;
    return element.getAnimations().length === 0 && element.style.height === '';
  }, selector);
}

const heightOf = (page: Page, selector: string): Promise<{ height: number; content: number }> =>
  page.evaluate((sel) => {
    const element = document.querySelector<HTMLElement>(sel)!;
    return { height: element.getBoundingClientRect().height, content: element.scrollHeight };
  }, selector);

test.describe('top bar slide', () => {
  test.use({ viewport: { width: 1280, height: 844 } });

  async function expandedOnce(page: Page): Promise<Locator> {
    await page.goto('/cart/');
    await booted(page);
    const toggle = page.locator('#page-top-bar .top-bar-toggle');
    // The first press loads the island (and is replayed); the slides are timed from the next ones.
    await toggle.click();
    await expect(page.locator('#page-top-bar')).toHaveAttribute('data-island-state', 'live');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await settled(page, '#page-top-bar');
    return toggle;
  }

  test('state and aria-expanded change at once; the height slides to 26 px and back to the content height', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    const toggle = await expandedOnce(page);
    const full = await heightOf(page, '#page-top-bar');
    expect(full.height).toBeGreaterThan(26);

    const collapsing = await press(toggle, '#page-top-bar');
    expect(collapsing.expanded).toBe('false');
    expect(collapsing.sliding).toEqual(['height']);
    expect(collapsing.height).toBeGreaterThan(26); // It starts from where it was.
    expect(await page.locator('#page-top-bar-more').evaluate((more) => (more as HTMLElement).inert)).toBe(true);
    await settled(page, '#page-top-bar');
    expect((await heightOf(page, '#page-top-bar')).height).toBe(26);

    const expanding = await press(toggle, '#page-top-bar');
    expect(expanding.expanded).toBe('true');
    expect(expanding.sliding).toEqual(['height']);
    expect(expanding.height).toBe(26);
    await settled(page, '#page-top-bar');
    expect((await heightOf(page, '#page-top-bar')).height).toBe(full.height);
    expect(errors).toEqual([]);
  });

  test('with reduced motion it does not slide: the final height at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const toggle = await expandedOnce(page);
    const full = await heightOf(page, '#page-top-bar');
    const collapsing = await press(toggle, '#page-top-bar');
    expect(collapsing).toEqual({ expanded: 'false', sliding: [], height: 26 });
    const expanding = await press(toggle, '#page-top-bar');
    expect(expanding).toEqual({ expanded: 'true', sliding: [], height: full.height });
  });
});

test.describe('drawer sub-menus at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const list = '#mobile-sub-menu-1';

  async function openDrawer(page: Page): Promise<Locator> {
    await page.goto('/shop/');
    await booted(page);
    await page.locator('.page-open-mobile-menu').click();
    const drawer = page.locator('#page-mobile-main-menu');
    await expect(drawer).toHaveAttribute('data-island-state', 'live');
    await expect(drawer.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    return drawer.getByRole('button', { name: 'Shop sub-menu' });
  }

  test('a sub-menu opens at once (aria-expanded, shown) and slides open; shutting slides it closed, then hides it', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    const toggle = await openDrawer(page);
    const opening = await press(toggle, list);
    expect(opening.expanded).toBe('true');
    expect(opening.sliding).toEqual(['height']);
    expect(opening.height).toBe(0);
    expect(await page.locator(list).evaluate((el) => (el as HTMLElement).hidden)).toBe(false);
    await settled(page, list);
    const open = await heightOf(page, list);
    expect(open.height).toBeGreaterThan(0);
    expect(open.height).toBe(open.content);

    const shutting = await press(toggle, list);
    expect(shutting.expanded).toBe('false');
    expect(shutting.sliding).toEqual(['height']);
    expect(shutting.height).toBe(open.height);
    await settled(page, list);
    await expect(page.locator(list)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('with reduced motion a sub-menu opens and shuts at once, without a slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const toggle = await openDrawer(page);
    const opening = await press(toggle, list);
    expect(opening.expanded).toBe('true');
    expect(opening.sliding).toEqual([]);
    expect(opening.height).toBeGreaterThan(0);
    const shutting = await press(toggle, list);
    expect(shutting).toEqual({ expanded: 'false', sliding: [], height: 0 });
    await expect(page.locator(list)).toBeHidden();
  });
});

test.describe('header account icon', () => {
  for (const width of [1280, 390]) {
    test(`a guest's opens the login modal at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/disclaimer/');
      await booted(page);
      const icon = page.locator('#page-header .header-account');
      // Claimed with its group (before that, a click is the plain link to my-account, as without script).
      await expect(icon).toHaveAttribute('data-island-state', /pending|live/);
      await icon.click();
      await expect(page.locator('#modal-user-login')).toBeVisible();
      await expect(page.locator('#modal-login-user')).toBeFocused();
      expect(new URL(page.url()).pathname).toBe('/disclaimer/');
      await page.keyboard.press('Escape');
      await expect(page.locator('#modal-user-login')).toBeHidden();
      await expect(icon).toBeFocused();
    });
  }

  test('logged in, it leads to my-account', async ({ page }) => {
    await page.goto('/disclaimer/');
    await booted(page);
    const icon = page.locator('#page-header .header-account');
    await expect(icon).toHaveAttribute('data-island-state', /pending|live/);
    await icon.click();
    await page.locator('#modal-login-user').fill(DEMO.login);
    await page.locator('#modal-login-password').fill(DEMO.password);
    await Promise.all([page.waitForEvent('load'), page.locator('#modal-user-login').getByRole('button', { name: 'Log in' }).click()]);
    await booted(page);
    await expect(icon).not.toHaveClass(/open-modal-login/);
    await Promise.all([page.waitForURL('**/my-account/'), icon.click()]);
    await expect(page.locator('#modal-user-login')).toBeHidden();
  });
});
