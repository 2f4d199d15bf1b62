/**
 * Issue 18's fault matrix, generated from e2e/faults/matrix.ts: for each driven endpoint × fault,
 * the widget is usable again, the message is shown where the spec shows one, no uncaught error
 * and no console error but our documented warnings, the server's state is what the shopper was
 * told, and the same action then succeeds. Server faults come from the backend's fault switch
 * (server/routes/faults.ts, a cookie per test); offline and abort from the browser.
 * `npm test` runs the whole table (every driven row × every fault); the report runs the same.
 */
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { encodeFaultPlan, FAULTS_COOKIE, requestKeys, type FaultRule } from '../server/routes/faults.ts';
import { booted } from './helpers.ts';
import { faultsFor, MATRIX, pairTitle, type MatrixFault, type MatrixRow } from './faults/matrix.ts';

/** Console errors that are the browser's own network log of a failed request, not the page's code. */
const NETWORK_LOG = /^Failed to load resource|net::ERR_/;
/** Our documented warnings go to console.warn with this prefix (dom-bridge/warn.ts), never to console.error. */
const OUR_PREFIX = '[shop-islands]';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !NETWORK_LOG.test(message.text()) && !message.text().startsWith(OUR_PREFIX)) {
      errors.push(`console.error: ${message.text()}`);
    }
  });
  return errors;
}

/** Whether `request` is the row's endpoint, named as the fault switch names it. */
function isEndpoint(row: MatrixRow, request: Request): boolean {
  const keys = requestKeys(new URL(request.url()), request.method(), request.postData());
  return row.endpoint.endsWith('*') ? keys.some((key) => key.startsWith(row.endpoint.slice(0, -1))) : keys.includes(row.endpoint);
}

let plans = 0;

async function serverFault(context: BrowserContext, baseURL: string, rule: FaultRule): Promise<void> {
  plans += 1;
  const plan = { id: `${process.pid}-${Date.now()}-${plans}`, rules: [rule] };
  await context.addCookies([{ name: FAULTS_COOKIE, value: encodeFaultPlan(plan), url: baseURL }]);
}

/**
 * Waits until no request of `page` has been in flight for `quietMs`, counting from now. Not
 * `waitForLoadState('networkidle')`: that lifecycle event fires once per page, so after it the wait
 * returns at once and the connection dropped while a press's chunks were still on their way.
 */
async function networkQuiet(page: Page, run: () => Promise<void>, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const started = (): void => {
    inFlight += 1;
    last = Date.now();
  };
  const ended = (): void => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await run();
    await expect.poll(() => inFlight === 0 && Date.now() - last >= quietMs, { timeout: 15_000, intervals: [100] }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

async function clientFault(page: Page, context: BrowserContext, row: MatrixRow, fault: MatrixFault): Promise<void> {
  if (fault === 'offline') {
    await networkQuiet(page, () => row.drive!.press(page).dispatchEvent('pointerdown', { bubbles: true, isPrimary: true }));
    await context.setOffline(true);
  }
  if (fault === 'abort') {
    await page.route('**/*', (route) => (isEndpoint(row, route.request()) ? route.abort('aborted') : route.fallback()));
  }
}

async function clearFault(page: Page, context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: FAULTS_COOKIE });
  await context.setOffline(false);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

async function runPair(page: Page, context: BrowserContext, baseURL: string, row: MatrixRow, fault: MatrixFault): Promise<void> {
  const drive = row.drive!;
  const errors = watchErrors(page);
  const serverSide = fault !== 'offline' && fault !== 'abort';
  // The page's clock runs as usual; the time-out fault moves it past the call's limit at once.
  if (fault === 'timeout') await page.clock.install();
  if (serverSide) {
    const rule: FaultRule = { match: row.endpoint, fault: fault === 'stale-nonce' ? 'stale-nonce' : fault };
    if (fault === 'timeout') rule.ms = row.timeoutMs + 1000;
    // A refreshed nonce is the platform's answer to a stale one (§8): the fault hits the first call only.
    if (fault === 'stale-nonce') rule.times = 1;
    await serverFault(context, baseURL, rule);
  }
  await page.goto(drive.page);
  await booted(page);
  await drive.before?.(page);
  await clientFault(page, context, row, fault);
  const sent = page.waitForRequest((request) => isEndpoint(row, request));
  await drive.act(page);
  // Offline, the call may never leave: code the island loads for it can fail first, and say so.
  if (fault !== 'offline') await sent;
  else sent.catch(() => {});
  const message = drive.message?.(fault);
  const told = async (timeout?: number): Promise<void> => {
    if (message !== undefined && drive.messageAt) await expect(drive.messageAt(page)).toContainText(message, { timeout });
    await drive.usable(page, fault);
  };
  if (fault === 'timeout') {
    // The call's timer may start only once its island's code is in (an adopted early add):
    // move the clock past the limit until the shopper is told.
    await expect(async () => {
      await page.clock.fastForward(row.timeoutMs + 1000);
      await told(1000);
    }).toPass({ timeout: 20_000 });
  } else {
    await told();
  }
  await clearFault(page, context);
  await drive.state(page, fault);
  await drive.retry?.(page, fault);
  expect(errors).toEqual([]);
}

test.describe('fault matrix: every endpoint × every fault', () => {
  for (const row of MATRIX) {
    if (!row.drive) continue;
    for (const fault of faultsFor(row)) {
      test(pairTitle(row, fault), async ({ page, context, baseURL }) => {
        await runPair(page, context, baseURL!, row, fault);
      });
    }
  }
});
