/**
 * What a fault-matrix drive is (how a row's call is sent and checked) and the helpers drives share:
 * the server's cart as its fragments say, the §8 message of a JSON call. The drives themselves sit
 * by area in drives-*.ts; matrix.ts ties each to its endpoint's row.
 */
import type { Locator, Page } from '@playwright/test';
import { PROTOCOL_MESSAGES } from '../../protocol/errors.ts';

/** Server-side faults (server/routes/faults.ts) and the two the browser makes (offline, abort). */
export const FAULTS = ['500', 'html', 'invalid-json', 'timeout', 'offline', 'abort', 'stale-nonce'] as const;
export type MatrixFault = (typeof FAULTS)[number];

/** The fragments time-out every cart-fragment call reads from the page config (§7: 5000 ms). */
export const FRAGMENTS_TIMEOUT_MS = 5000;

export interface Drive {
  /** The page the shopper is on. */
  page: string;
  /** What the shopper does, in words (printed by the report). */
  action: string;
  /** Anything the shopper did before (a product in the cart), through the page's own requests. */
  before?: (page: Page) => Promise<void>;
  /**
   * What the shopper presses first: for the offline fault, a press (pointerdown, no click) fetches
   * the island's code before the connection drops (src/strategies/interaction.ts). Offline before
   * the code came, an island fails and its click goes on to the server link (the entry's documented
   * fallback), which is the browser's own offline page: not what this matrix measures.
   */
  press: (page: Page) => Locator;
  /** The shopper's action that sends the call. */
  act: (page: Page) => Promise<void>;
  /** The message the shopper sees after `fault`, if the spec shows one there (§8, else ours). */
  message?: (fault: MatrixFault) => string | undefined;
  /** Where that message appears. */
  messageAt?: (page: Page) => ReturnType<Page['locator']>;
  /** The widget is usable again (not stuck loading, its control enabled). */
  usable: (page: Page, fault: MatrixFault) => Promise<void>;
  /** The server's state is what the shopper was told (nothing half-applied); the fault is off by then. */
  state: (page: Page, fault: MatrixFault) => Promise<void>;
  /** After the fault, the same action succeeds (the retry the shopper makes). */
  retry?: (page: Page, fault: MatrixFault) => Promise<void>;
}

export interface MatrixRow {
  /** The contract's definition site, as contract-sites.ts spells it. */
  site: string;
  /** The endpoint as server/routes/faults.ts's requestKeys names it. */
  endpoint: string;
  /** The call's own time-out (its contract's `timeout`). */
  timeoutMs: number;
  /** Whether the call carries a nonce (a stale-nonce fault applies). */
  nonce: boolean;
  /** How the matrix drives it; absent: listed, not yet driven (the report says so). */
  drive?: Drive;
  /** Why a row is not driven, or what is special about it. */
  note?: string;
  /**
   * A second contract on an endpoint another row has (the checkout's coupon calls, the quick view's
   * "Buy now"): named after the endpoint in the test titles and the report, so each row's are its own.
   */
  variant?: string;
  /**
   * The contract is specified (§7) but no island or src/ module imports its file, so no page sends
   * it: outside the matrix's scope (the calls the islands make). tests/fault-matrix.test.ts fails
   * once something imports it, so a call that starts being made must get its drive.
   */
  uncalled?: true;
}

export const COUNT = 'a.cart-contents .count';

/** The server's cart, as its own fragments say: the header link's count and each mini-cart line (product id → quantity), in cart order. */
export async function serverCart(page: Page): Promise<{ count: string; lines: Array<[string, number]> }> {
  const response = await page.request.post('/?wc-ajax=get_refreshed_fragments', { form: { time: Date.now() } });
  const body = (await response.json()) as { fragments: Record<string, string> };
  const count = /<span class="count">([^<]*)<\/span>/.exec(body.fragments['a.cart-contents'] ?? '')?.[1] ?? '?';
  const mini = body.fragments['div.widget_shopping_cart_content'] ?? '';
  const lines = [...mini.matchAll(/data-product_id="(\d+)"[\s\S]*?<span class="quantity">(\d+) &times;/g)].map((m): [string, number] => [
    m[1]!,
    Number(m[2]),
  ]);
  return { count: count.trim(), lines };
}

/**
 * The §8 message a failed call shows: `broken` for the faults in `brokenBy` (the answers it cannot use), the
 * time-out's and the offline one's; none for the others (the drive says what happens then).
 */
export function faultMessage(
  fault: MatrixFault,
  broken: string,
  brokenBy: readonly MatrixFault[] = ['500', 'html', 'invalid-json'],
): string | undefined {
  if (brokenBy.includes(fault)) return broken;
  if (fault === 'timeout') return PROTOCOL_MESSAGES.timeout;
  return fault === 'offline' || fault === 'abort' ? PROTOCOL_MESSAGES.fetch_error : undefined;
}

/** What a failed JSON call says (§8): a broken answer is invalid JSON. */
export function jsonCallMessage(fault: MatrixFault): string | undefined {
  return faultMessage(fault, PROTOCOL_MESSAGES.invalid_json);
}
