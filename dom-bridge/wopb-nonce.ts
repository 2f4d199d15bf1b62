/**
 * Writes a fresh ProductX nonce into the page's own config (`wopb_core.security`), which
 * every wopb call reads (dom-bridge/config.ts), as the add-on's refreshed config would be.
 */
import { WOPB } from './media-constants.ts';

export function setWopbNonce(nonce: string): void {
  const holder = window as unknown as Record<string, unknown>;
  const core = holder[WOPB.coreGlobal];
  if (typeof core === 'object' && core !== null) (core as Record<string, unknown>).security = nonce;
  else holder[WOPB.coreGlobal] = { security: nonce };
}
