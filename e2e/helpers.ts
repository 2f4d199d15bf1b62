/** Shared steps for the e2e specs: waiting on hydration marks, watching requests and events. */
import { expect, type Page, type Request, type Route } from '@playwright/test';

/** Waits until the entry has booted (it marks `<html data-shop-islands="ready">`). */
export async function booted(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-shop-islands', 'ready');
}

/** Requests to the shop's AJAX endpoints (`?wc-ajax=`, admin-ajax, REST). */
export function isShopCall(request: Request): boolean {
  const url = new URL(request.url());
  return url.searchParams.has('wc-ajax') || url.pathname.includes('admin-ajax.php') || url.pathname.startsWith('/wp-json/');
}

/** Records every shop call the page makes from now on. */
export function recordShopCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isShopCall(request)) calls.push(request);
  });
  return calls;
}

/** Fails the test on any console error or uncaught exception on the page. */
export function failOnConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Starts counting a document.body event (as a DOM CustomEvent) in the page. */
export async function countBodyEvents(page: Page, name: string): Promise<void> {
  await page.evaluate((eventName) => {
    const counts = ((window as unknown as { __events?: Record<string, number> }).__events ??= {});
    counts[eventName] = 0;
    document.body.addEventListener(eventName, () => (counts[eventName] = (counts[eventName] ?? 0) + 1));
  }, name);
}

export function bodyEventCount(page: Page, name: string): Promise<number> {
  return page.evaluate((eventName) => (window as unknown as { __events?: Record<string, number> }).__events?.[eventName] ?? 0, name);
}

/** The mini-cart in the header (the sidebar widget shows the same fragment). */
export function headerMiniCart(page: Page) {
  return page.locator('#site-header-cart div.widget_shopping_cart_content');
}

/** Holds matching requests until `release()` is called, to observe pending states. */
export function gate(): { hold: (route: Route) => Promise<void>; release: () => void } {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    hold: async (route) => {
      await opened;
      await route.continue();
    },
    release: () => open(),
  };
}

/**
 * The React chunks (`react`, `react-root`) the page started to fetch before its load event began
 * (issue 26: React is never fetched before the load event), from the browser's own resource timings.
 */
export function reactFetchedBeforeLoad(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const loadStart = navigation.loadEventStart || Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\/react(?:-root)?-[\w-]{7}\.js$/.test(new URL(entry.name).pathname) && entry.startTime < loadStart)
      .map((entry) => new URL(entry.name).pathname);
  });
}
