/**
 * What the marketing and pixel stand-ins, the identify endpoint and the CSP report endpoint
 * received, kept in memory per test run (the `shop_islands_tracking` cookie's value) so e2e tests
 * read it back. Test instrumentation only: nothing of the shop reads it.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** The cookie that turns the tracking snippets on for a visitor and names their run. */
export const TRACKING_COOKIE = 'shop_islands_tracking';

export interface Recorded {
  kind: 'marketing' | 'pixel' | 'loader' | 'identify' | 'csp';
  page: string;
  command: unknown;
}

const MAX_PER_RUN = 500;

export class TrackingRecorder {
  private readonly runs = new Map<string, Recorded[]>();

  add(run: string, entry: Recorded): void {
    const list = this.runs.get(run) ?? [];
    if (list.length < MAX_PER_RUN) list.push(entry);
    this.runs.set(run, list);
  }

  read(run: string): Recorded[] {
    return this.runs.get(run) ?? [];
  }
}

/** The visitor's run, or null when tracking is off for them. */
export function trackingRun(c: Context): string | null {
  const run = getCookie(c, TRACKING_COOKIE);
  return run && /^[\w-]{1,64}$/.test(run) ? run : null;
}

/** The one recorder of this process (runs are told apart by their cookie). */
export const recorder = new TrackingRecorder();
