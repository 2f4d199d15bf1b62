/**
 * Reads the pixel calls a contact form's 'mail sent' answer carries as code (`fb_pxl_code`, §7),
 * which the legacy page ran as a script. We never evaluate strings (strict CSP, no
 * `unsafe-eval`): only `fbq('track' | 'trackCustom', 'Name'[, {JSON}])` calls are recognised and
 * handed back as data; every other piece is dropped and logged. A chunk of its own, fetched with the
 * first answer that carries code.
 */
import { PIXEL_CODE_FIELD } from '../../dom-bridge/tracking-constants.ts';
import { warn } from '../../dom-bridge/warn.ts';

export type PixelCall = [method: 'track' | 'trackCustom', event: string, parameters?: Record<string, unknown>];

export interface PixelCode {
  calls: PixelCall[];
  dropped: string[];
}

// fbq('track', 'Lead', {"value": 1}); — quotes either way, the JSON object optional.
const PIXEL_CALL = /fbq\(\s*(['"])(track|trackCustom)\1\s*,\s*(['"])([\w $.-]{1,100})\3\s*(?:,\s*(\{[\s\S]*?\}))?\s*\)\s*;?/g;
const SCRIPT_TAGS = /<\/?script[^>]*>/gi;

function parameters(json: string | undefined): Record<string, unknown> | undefined | null {
  if (json === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The recognised pixel calls in `code`, in order, and the pieces that are not one. */
export function readPixelCode(code: string): PixelCode {
  const source = code.replace(SCRIPT_TAGS, ' ');
  const calls: PixelCall[] = [];
  const dropped: string[] = [];
  let rest = '';
  let from = 0;
  for (const match of source.matchAll(PIXEL_CALL)) {
    rest += `${source.slice(from, match.index)} `;
    from = match.index + match[0].length;
    const method = match[2] as PixelCall[0];
    const event = match[4] ?? '';
    const params = parameters(match[5]);
    if (params === null) dropped.push(match[0]);
    else calls.push(params === undefined ? [method, event] : [method, event, params]);
  }
  rest += source.slice(from);
  for (const piece of rest.split(/[;\n]/)) if (piece.trim()) dropped.push(piece.trim());
  return { calls, dropped };
}

/** Replays the pixel calls in `code` through `pixel`; logs and drops what is not one (never run as code). */
export function replayPixelCode(code: string, pixel: (...args: unknown[]) => void): void {
  const { calls, dropped } = readPixelCode(code);
  for (const call of calls) pixel(...call);
  if (dropped.length) warn(`${PIXEL_CODE_FIELD}: not a pixel call, dropped (never run as code).`, dropped);
}
