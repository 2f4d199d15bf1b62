/**
 * The theme's collapsible column settings (§3 "Collapsible column", §4): read from the column's
 * `data-settings`, and whether it is active in a device mode. Pure.
 */
import { isRecord } from '../../dom-bridge/globals.ts';

export interface Collapsible {
  /** Device modes (`mobile`, `tablet`, `desktop`, …) in which the column collapses. */
  on: string[];
  startsOpen: boolean;
  title: string;
  /** The heading's level, 1–6 (`tm_collapsible_title_size`: 'h1' … 'h6'). */
  level: number;
}

/** Null when the column is not collapsible (`tm_collapsible` not 'yes') or the settings are unreadable. */
export function readCollapsible(json: string | null): Collapsible | null {
  let settings: unknown;
  try {
    settings = JSON.parse(json ?? '');
  } catch {
    return null;
  }
  if (!isRecord(settings) || settings.tm_collapsible !== 'yes') return null;
  const on = Array.isArray(settings.tm_collapsible_on) ? settings.tm_collapsible_on.filter((m): m is string => typeof m === 'string') : [];
  const size = typeof settings.tm_collapsible_title_size === 'string' ? /^h([1-6])$/.exec(settings.tm_collapsible_title_size) : null;
  return {
    on,
    startsOpen: settings.tm_collapsible_status === 'open',
    title: typeof settings.tm_collapsible_title === 'string' ? settings.tm_collapsible_title : '',
    level: size ? Number(size[1]) : 3,
  };
}

/** §4: active only when the current device mode is listed. */
export function isCollapsibleActive(collapsible: Collapsible, mode: string): boolean {
  return collapsible.on.includes(mode);
}
