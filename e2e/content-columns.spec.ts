/**
 * Issue 16 on the builder page (/builder/): collapsible columns by device mode (mobile ≤ 767, tablet
 * ≤ 1024 from the page's builder config; disabled breakpoints ignored) at 390, 800 and 1280 px and
 * across a resize, their 300 ms slide and reduced motion; the builder's toggle and accordion.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors } from './helpers.ts';

const MODES = [
  ['mobile'],
  ['tablet'],
  ['desktop'],
  ['mobile', 'tablet'],
  ['mobile', 'desktop'],
  ['tablet', 'desktop'],
  ['mobile', 'tablet', 'desktop'],
];

function column(page: Page, on: string[], status: 'open' | 'closed'): Locator {
  return page.locator(`[data-collapsible-case="${on.join('-')}-${status}"]`);
}

async function allLive(page: Page): Promise<void> {
  // Each hydrates as it comes near the viewport (stacked one per row on a phone): pass by every one.
  const columns = page.locator('.tm-collapsible');
  for (let i = 0; i < (await columns.count()); i++) {
    await columns.nth(i).scrollIntoViewIfNeeded();
    await expect(columns.nth(i)).toHaveAttribute('data-island-state', 'live');
  }
}

/** What a shopper sees of a column: its heading button (if shown), its state, and whether the content is visible. */
async function expectColumn(page: Page, on: string[], status: 'open' | 'closed', mode: string): Promise<void> {
  const target = column(page, on, status);
  const button = target.getByRole('button');
  const content = target.locator('.elementor-widget-wrap');
  if (!on.includes(mode)) {
    await expect(button, `${on.join('+')} ${status} at ${mode}: inactive`).toBeHidden();
    await expect(content).toBeVisible();
    return;
  }
  await expect(button, `${on.join('+')} ${status} at ${mode}: active`).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', status === 'open' ? 'true' : 'false');
  if (status === 'open') await expect(content).toBeVisible();
  else await expect(content).toBeHidden();
}

for (const [width, mode] of [
  [390, 'mobile'],
  [800, 'tablet'],
  [1280, 'desktop'],
] as const) {
  test(`at ${width} px (${mode}) only the columns listing ${mode} collapse, each in its start state`, async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/builder/');
    await booted(page);
    await allLive(page);
    for (const on of MODES) for (const status of ['open', 'closed'] as const) await expectColumn(page, on, status, mode);
    // A disabled breakpoint (mobile_extra, ≤ 880) never counts: at 800 px the mode is tablet.
    await expect(column(page, ['mobile_extra'], 'closed').getByRole('button')).toBeHidden();
    await expect(column(page, ['mobile_extra'], 'closed').locator('.elementor-widget-wrap')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the heading is a button at its level that toggles its content with a 300 ms slide, aria-controls naming it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/builder/');
  await booted(page);
  await allLive(page);
  const target = column(page, ['mobile'], 'closed');
  const heading = target.getByRole('heading', { level: 3, name: 'mobile (closed)' });
  const button = heading.getByRole('button', { name: 'mobile (closed)' });
  const content = target.locator('.elementor-widget-wrap');
  await expect(content).toHaveAttribute('id', (await button.getAttribute('aria-controls'))!);
  // The click and the read in one task: the slide just started is a 300 ms animation on the content, however loaded the machine.
  const started = await button.evaluate(
    (el, panelId) => {
      (el as HTMLElement).click();
      return document
        .getElementById(panelId)!
        .getAnimations()
        .map((a) => a.effect?.getTiming().duration);
    },
    (await content.getAttribute('id'))!,
  );
  expect(started).toEqual([300]);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(content).toBeVisible();
  await expect.poll(() => content.evaluate((el) => el.getAnimations().length)).toBe(0);
  await button.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(content).toBeHidden();
});

test('with reduced motion the column opens and closes at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/builder/');
  await booted(page);
  await allLive(page);
  const target = column(page, ['mobile'], 'open');
  const button = target.getByRole('button');
  await button.click();
  expect(
    await target
      .locator('.elementor-widget-wrap')
      .evaluate((el) => ({ shown: el.style.display !== 'none', animations: el.getAnimations().length })),
  ).toEqual({
    shown: false,
    animations: 0,
  });
});

test('the device mode is checked again when the width changes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/builder/');
  await booted(page);
  await allLive(page);
  await expectColumn(page, ['mobile'], 'closed', 'desktop');
  await expectColumn(page, ['desktop'], 'closed', 'desktop');

  await page.setViewportSize({ width: 390, height: 900 });
  await expectColumn(page, ['mobile'], 'closed', 'mobile');
  await expectColumn(page, ['desktop'], 'closed', 'mobile');
  await expectColumn(page, ['tablet', 'desktop'], 'open', 'mobile');

  await page.setViewportSize({ width: 800, height: 900 });
  for (const on of MODES) for (const status of ['open', 'closed'] as const) await expectColumn(page, on, status, 'tablet');
});

test.describe('toggle and accordion', () => {
  test('a click on a title opens and closes its panel, aria-expanded and aria-controls kept true', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await page.goto('/builder/');
    await booted(page);
    const toggle = page.locator('.elementor-toggle');
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute('data-island-state', 'live');
    const title = toggle.getByRole('button', { name: 'What is a preset?' });
    const panel = page.locator(`#${await title.getAttribute('aria-controls')}`);
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await title.click();
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('A saved set of edits');
    // A toggle's items open independently.
    await toggle.getByRole('button', { name: 'Which apps?' }).click();
    await expect(panel).toBeVisible();
    await title.click();
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('the accordion opens its first panel, keeps one open, and answers Enter on a focused title', async ({ page }) => {
    await page.goto('/builder/');
    await booted(page);
    const accordion = page.locator('.elementor-accordion');
    await accordion.scrollIntoViewIfNeeded();
    await expect(accordion).toHaveAttribute('data-island-state', 'live');
    const titles = accordion.locator('.elementor-tab-title');
    await expect(titles).toHaveCount(3);
    await expect(titles.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await titles.nth(1).locator('a').focus();
    await page.keyboard.press('Enter');
    await expect(titles.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(titles.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(accordion.locator('.elementor-tab-content').nth(0)).toBeHidden();
    await expect(accordion.locator('.elementor-tab-content').nth(1)).toBeVisible();
  });
});
