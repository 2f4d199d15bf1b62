/**
 * The content carousels on /carousels/ (issue 16 "Carousels"): every pagination style's text after
 * next/prev, the custom navigations, centered marks after a resize, the locked carousel, autoplay held on
 * hover and with reduced motion (the page's clock is Playwright's), lazy start near the viewport, the
 * builder's image carousel (names, dots, keyboard) and axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors } from './helpers.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function open(page: Page): Promise<void> {
  await page.goto('/carousels/');
  await booted(page);
}

/** The carousel block with `id`, scrolled near the viewport and live. */
async function live(page: Page, id: string): Promise<Locator> {
  const block = page.locator(`#${id}`);
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-island-state', 'live');
  return block;
}

const next = (block: Locator) => block.locator('.swiper-nav-buttons .swiper-button-next');
const prev = (block: Locator) => block.locator('.swiper-nav-buttons .swiper-button-prev');
const activeCaption = (block: Locator) => block.locator('.swiper-slide-active figcaption');
const fraction = (block: Locator) => block.locator('.swiper-pagination .fraction');

test.describe('pagination styles (§9)', () => {
  const FRACTIONS: Array<[string, string, string]> = [
    ['02', 'Slide1/5', 'Slide2/5'],
    ['03', '0105', '0205'],
    ['04', 'Look1/5', 'Look2/5'],
    ['06', '1/5', '2/5'],
  ];
  for (const [style, first, second] of FRACTIONS) {
    test(`style-${style} shows its fraction and follows next and prev`, async ({ page }) => {
      await open(page);
      const block = await live(page, `carousel-style-${style}`);
      await expect(fraction(block)).toHaveText(first);
      await next(block).click();
      await expect(fraction(block)).toHaveText(second);
      await prev(block).click();
      await expect(fraction(block)).toHaveText(first);
    });
  }

  test("arrows read 'Prev' and 'Next' and are named 'Previous slide' / 'Next slide'", async ({ page }) => {
    await open(page);
    const block = await live(page, 'carousel-style-02');
    await expect(prev(block)).toHaveText('Prev');
    await expect(next(block)).toHaveText('Next');
    await expect(next(block)).toHaveAccessibleName('Next slide');
    await expect(prev(block)).toHaveAccessibleName('Previous slide');
  });

  test('style-04 adds its own arrows beside the fraction', async ({ page }) => {
    await open(page);
    const block = await live(page, 'carousel-style-04');
    await block.locator('.swiper-alt-arrow-next').click();
    await expect(fraction(block)).toHaveText('Look2/5');
    await block.locator('.swiper-alt-arrow-prev').click();
    await expect(fraction(block)).toHaveText('Look1/5');
  });

  test('style-07 numbers its bullets, zero-padded, each with a dot; a bullet goes to its slide', async ({ page }) => {
    await open(page);
    const block = await live(page, 'carousel-style-07');
    const bullets = block.locator('.swiper-pagination-bullet');
    await expect(bullets).toHaveText(['01.', '02.', '03.', '04.', '05.']);
    await next(block).click();
    await expect(block.locator('.swiper-pagination-bullet-active')).toHaveText('02.');
    await bullets.nth(3).click();
    await expect(activeCaption(block)).toHaveText('Slide 4');
    await expect(bullets.nth(3)).toHaveAccessibleName('Go to slide 4');
  });

  for (const style of ['08', '10']) {
    test(`style-${style} shows bullets plus previous/next arrows`, async ({ page }) => {
      await open(page);
      const block = await live(page, `carousel-style-${style}`);
      const bullets = block.locator('.swiper-pagination-bullet');
      await expect(bullets).toHaveCount(5);
      await expect(bullets.first()).toHaveText('');
      await block.locator('.swiper-alt-arrow-next').click();
      await expect(bullets.nth(1)).toHaveClass(/swiper-pagination-bullet-active/);
      await block.locator('.swiper-alt-arrow-prev').click();
      await expect(bullets.nth(0)).toHaveClass(/swiper-pagination-bullet-active/);
    });
  }
});

test.describe('custom navigation', () => {
  test('style-02 element named by id: its buttons move the carousel, its area shows the fraction with its text', async ({ page }) => {
    await open(page);
    const block = await live(page, 'carousel-custom-02');
    const nav = page.locator('#carousel-nav-02');
    await expect(nav.locator('.pagination-wrapper')).toHaveText('Preset1/5');
    await nav.locator('.slider-next-btn').click();
    await expect(nav.locator('.pagination-wrapper')).toHaveText('Preset2/5');
    await expect(activeCaption(block)).toHaveText('Slide 2');
    await nav.locator('.slider-prev-btn').click();
    await expect(activeCaption(block)).toHaveText('Slide 1');
  });

  test('style-03 element shows clickable bullets; the first and last slide messages are announced', async ({ page }) => {
    await open(page);
    const block = await live(page, 'carousel-custom-03');
    const nav = page.locator('#carousel-nav-03');
    const bullets = nav.locator('.pagination-wrapper .swiper-pagination-bullet');
    await expect(bullets).toHaveCount(5);
    await bullets.nth(2).click();
    await expect(activeCaption(block)).toHaveText('Slide 3');
    const notice = block.locator('.swiper-notification');
    await bullets.nth(0).click();
    await nav.locator('.slider-prev-btn').focus();
    await page.keyboard.press('Enter');
    await expect(notice).toHaveText('This is the first slide');
    await bullets.nth(4).click();
    await nav.locator('.slider-next-btn').focus();
    await page.keyboard.press('Enter');
    await expect(notice).toHaveText('This is the last slide');
  });
});

test('centered mode marks slides by whether they lie fully inside, re-checked after a resize', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page);
  const block = await live(page, 'carousel-centered');
  const first = block.locator('.swiper-slide').first();
  // Three in view: the active middle slide lies fully inside.
  await expect(first).toHaveClass(/swiper-slide-centered/);
  await page.setViewportSize({ width: 390, height: 800 });
  // One in view: it touches both edges, so it is no longer fully inside.
  await expect(first).toHaveClass(/swiper-slide-uncentered/);
  await expect(first).not.toHaveClass(/swiper-slide-centered/);
});

test('a carousel with too few slides to scroll is locked: no arrows, no pagination', async ({ page }) => {
  await open(page);
  const block = await live(page, 'carousel-locked');
  await expect(block).toHaveClass(/swiper-locked/);
  // §4: one page only, so the pagination is hidden.
  await expect(block).toHaveClass(/pagination-hidden/);
  await expect(next(block)).toBeHidden();
  await expect(block.locator('.swiper-pagination')).toBeHidden();
  await expect(block.locator('.swiper-slide')).toHaveCount(2);
});

test('fade cross-fades (§5): the fade carousel shows one slide at a time, fully opaque only when active', async ({ page }) => {
  await open(page);
  const block = await live(page, 'carousel-fade');
  await expect(block.locator('.swiper-container')).toHaveClass(/swiper-fade/);
  await next(block).click();
  await expect(activeCaption(block)).toHaveText('Slide 2');
  await expect(block.locator('.swiper-slide').nth(1)).toHaveCSS('opacity', '1');
  await expect(block.locator('.swiper-slide').first()).toHaveCSS('opacity', '0');
});

test('the first visible slides are animated when a carousel starts; a change moves the animated and Ken Burns states', async ({ page }) => {
  await open(page);
  const block = await live(page, 'carousel-style-06');
  const slides = block.locator('.swiper-slide');
  await expect(slides.first()).toHaveClass(/animated/);
  await next(block).click();
  await expect(slides.nth(1)).toHaveClass(/animated/);
  await expect(slides.nth(1)).toHaveClass(/swiper-ken-burn-active/);
  await expect(slides.first()).not.toHaveClass(/animated/);
});

test('a block with its layer transition off never gets the animated or Ken Burns state', async ({ page }) => {
  await open(page);
  const block = await live(page, 'carousel-style-07');
  const slides = block.locator('.swiper-slide');
  await expect(slides.first()).toHaveClass(/minimog-slide-active/);
  await block.locator('.swiper-nav-buttons .swiper-button-next').click();
  await expect(activeCaption(block)).toHaveText('Slide 2');
  await expect(slides.nth(1)).toHaveClass(/minimog-slide-active/);
  await expect(block.locator('.swiper-slide.animated, .swiper-slide.swiper-ken-burn-active')).toHaveCount(0);
});

test('a vertical carousel with verticalAutoHeight is as tall as its shown slide, and follows it', async ({ page }) => {
  await open(page);
  const block = await live(page, 'carousel-vertical');
  const container = block.locator('.swiper-container');
  const height = (): Promise<number> => container.evaluate((el) => Math.round(el.getBoundingClientRect().height));
  await expect.poll(height).toBe(120);
  await expect(block.locator('.swiper-slide-active')).toContainText('Warm light');
  await next(block).click();
  await expect(block.locator('.swiper-slide-active')).toContainText('Cool shadows');
  await expect.poll(height).toBe(200);
  await next(block).click();
  await expect.poll(height).toBe(80);
  // The shown slide lies wholly inside the carousel, the next one wholly outside.
  const inside = await block.locator('.swiper-slide-active').evaluate((slide) => {
    const box = slide.closest('.swiper-container')!.getBoundingClientRect();
    const rect = slide.getBoundingClientRect();
    return Math.round(rect.top - box.top) === 0 && Math.round(rect.bottom - box.bottom) === 0;
  });
  expect(inside).toBe(true);
});

test("centeredHightlight 'scale' keeps each slide's content height for the theme's CSS, again after a resize", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page);
  const block = await live(page, 'carousel-centered');
  const heights = (): Promise<Array<[string, number]>> =>
    block
      .locator('.swiper-slide')
      .evaluateAll((slides) =>
        slides.map((slide) => [
          slide.style.getPropertyValue('--placeholder-height'),
          (slide.firstElementChild as HTMLElement).offsetHeight,
        ]),
      );
  const held = async (): Promise<boolean> => (await heights()).every(([kept, real]) => kept === `${real}px` && real > 0);
  await expect.poll(held).toBe(true);
  // A card whose caption grows (a narrower screen wraps it) is held at its new height after the resize.
  const before = (await heights())[0]![0];
  await block
    .locator('.swiper-slide figcaption')
    .first()
    .evaluate((caption) => {
      caption.textContent = 'Slide 1 with a caption long enough to wrap onto several lines on a phone screen';
    });
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(held).toBe(true);
  expect(Number.parseFloat((await heights())[0]![0])).toBeGreaterThan(Number.parseFloat(before));
});

test.describe('autoplay (product carousel: every 3 s)', () => {
  test('runs every 3 s, holds while hovered and focused, runs again after', async ({ page }) => {
    await page.clock.install();
    await open(page);
    const block = await live(page, 'carousel-product');
    await block.hover();
    // From here the page's timers run only when the test says (the hover holds autoplay meanwhile).
    await page.clock.pauseAt(Date.now() + 1000);
    const start = (await activeCaption(block).textContent()) ?? '';
    await page.clock.runFor(10_000);
    await expect(activeCaption(block)).toHaveText(start);
    await page.mouse.move(0, 0);
    await page.clock.runFor(2900);
    await expect(activeCaption(block)).toHaveText(start);
    await page.clock.runFor(200);
    await expect(activeCaption(block)).not.toHaveText(start);
    const moved = (await activeCaption(block).textContent()) ?? '';
    await next(block).focus();
    await page.clock.runFor(10_000);
    await expect(activeCaption(block)).not.toHaveText(start);
    const held = (await activeCaption(block).textContent()) ?? moved;
    await page.clock.runFor(10_000);
    await expect(activeCaption(block)).toHaveText(held);
    await next(block).blur();
    await page.clock.runFor(3100);
    await expect(activeCaption(block)).not.toHaveText(held);
  });

  test('does not run with prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await open(page);
    const block = await live(page, 'carousel-product');
    await page.mouse.move(0, 0);
    await page.clock.runFor(15_000);
    await expect(activeCaption(block)).toHaveText('Slide 1');
  });
});

test('carousels start only near the viewport (no Swiper before); the server markup shows the first slides before', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const swiperFetches: string[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/swiper-/.test(request.url())) swiperFetches.push(request.url());
  });
  await open(page);
  const far = page.locator('#carousel-far');
  // Above the fold there is text only: nothing near the viewport, no Swiper.
  await expect(page.locator('#carousel-style-02')).toHaveAttribute('data-island-state', 'pending');
  expect(swiperFetches).toHaveLength(0);
  await live(page, 'carousel-style-02');
  await expect(far).not.toHaveAttribute('data-island-state', 'live');
  await expect(far.locator('.swiper-container')).not.toHaveClass(/swiper-initialized/);
  await expect(far.locator('.swiper-nav-button')).toHaveCount(0);
  // Two in view as the server prints it: the first two slides side by side.
  const [a, b] = await far.locator('.swiper-slide').evaluateAll((slides) => slides.slice(0, 2).map((s) => s.getBoundingClientRect().top));
  expect(a).toBe(b);
  await far.scrollIntoViewIfNeeded();
  await expect(far).toHaveAttribute('data-island-state', 'live');
  await expect(far.locator('.swiper-container')).toHaveClass(/swiper-initialized/);
  // One Swiper for the whole page, fetched once.
  expect(swiperFetches).toHaveLength(1);
});

test.describe("the builder's image carousel", () => {
  test('the island names the arrows and adds the dots as buttons, all keyboard-reachable', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page);
    const widget = page.locator('.elementor-widget-image-carousel');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute('data-island-state', 'live');
    const arrowNext = widget.getByRole('button', { name: 'Next slide' });
    const arrowPrev = widget.getByRole('button', { name: 'Previous slide' });
    await expect(arrowNext).toBeVisible();
    await expect(arrowPrev).toBeVisible();
    const dots = widget.locator('.swiper-pagination-bullet');
    // Three in view, one at a time, looping: one dot per slide.
    await expect(dots).toHaveCount(6);
    await expect(dots.nth(2)).toHaveAccessibleName('Go to slide 3');
    const active = widget.locator('.swiper-slide-active img');
    await expect(active).toHaveAttribute('alt', /Golden hour/);
    await arrowNext.focus();
    await page.keyboard.press('Enter');
    await expect(active).toHaveAttribute('alt', /Moody forest/);
    // The dots follow the arrows in the tab order.
    await arrowNext.focus();
    await page.keyboard.press('Tab');
    await expect(dots.first()).toBeFocused();
    await dots.nth(3).focus();
    await page.keyboard.press('Enter');
    await expect(active).toHaveAttribute('alt', /Clean portrait/);
  });

  test('reads slides to show per breakpoint: one on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page);
    const widget = page.locator('.elementor-widget-image-carousel');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute('data-island-state', 'live');
    const width = await widget.locator('.swiper-slide-active').evaluate((slide) => slide.getBoundingClientRect().width);
    const box = await widget.locator('.elementor-image-carousel-wrapper').evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(Math.round(box));
  });
});

test('axe: the carousels, started, have no WCAG 2.2 AA violations; no console errors', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await open(page);
  for (const id of ['carousel-style-02', 'carousel-custom-02', 'carousel-centered', 'carousel-product', 'carousel-far'])
    await live(page, id);
  const widget = page.locator('.elementor-widget-image-carousel');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget).toHaveAttribute('data-island-state', 'live');
  const results = await new AxeBuilder({ page }).include('.entry-content').withTags(WCAG_22_AA).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  expect(errors).toEqual([]);
});
