/**
 * The builder's in-page action links (§2 "Content pages"): `#{builder}-action:action={action}&settings={base64 JSON}`,
 * read in the literal form and in the URL-encoded one WordPress prints (`#…-action%3Aaction%3Dlightbox%26settings%3D…`).
 * Pure: a link that cannot be read is a reason, never an exception.
 */
import { isRecord, type Json } from '../../dom-bridge/globals.ts';

export type ParsedAction = { ok: true; action: string; settings: Json } | { ok: false; reason: string };

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Base64 of UTF-8 JSON (the builder encodes it so); URL-safe letters and missing padding are accepted. */
function decodeSettings(base64: string): Json | null {
  try {
    const binary = atob(base64.replace(/-/g, '+').replace(/_/g, '/'));
    const json: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    return isRecord(json) ? json : null;
  } catch {
    return null;
  }
}

/** Reads an action link's hash (`href` or the `data-e-action-hash` the builder also prints). */
export function parseActionLink(href: string, builder: string): ParsedAction {
  const hash = href.slice(href.indexOf('#'));
  const literal = decodeOnce(hash);
  const prefix = `#${builder}-action:action=`;
  if (!literal.startsWith(prefix)) return { ok: false, reason: `not a ${builder} action link` };
  const rest = literal.slice(prefix.length);
  const split = rest.indexOf('&settings=');
  const action = split === -1 ? rest : rest.slice(0, split);
  if (split === -1) return { ok: false, reason: `action "${action}" has no settings` };
  const settings = decodeSettings(rest.slice(split + '&settings='.length));
  if (!settings) return { ok: false, reason: `action "${action}" has unreadable settings` };
  return { ok: true, action, settings };
}
