/**
 * The one error type a shop call rejects with (besides an abort, which is
 * passed on unchanged, §8). `message` is always fit to show a shopper.
 */

export type ProtocolErrorCode = 'invalid_json' | 'unknown_error' | 'fetch_error' | 'timeout' | 'http_error' | 'post_process';

/** Shopper-facing messages by code; §8 wording where the catalogue has one. */
export const PROTOCOL_MESSAGES: Readonly<Record<ProtocolErrorCode, string>> = {
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  fetch_error: 'You are probably offline.',
  // Not in the §8 catalogue: our wording, in the same plain register as its neighbours.
  timeout: 'The request took too long. Please try again.',
  // Used only when a failed HTTP answer carries no message of its own.
  http_error: 'An unknown error occurred.',
  post_process: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
};

export interface ProtocolErrorOptions {
  /** The server's own message (a WP REST error's `message`); replaces the default. */
  message?: string;
  /** HTTP status of the answer, when there was one. */
  status?: number;
  /** The server's error code (a WP REST error's `code`, e.g. `rest_cookie_invalid_nonce`). */
  serverCode?: string;
  /** Developer detail (what did not match, the underlying error); never shown to shoppers. */
  cause?: unknown;
  /** A failed answer's body (parsed JSON, else text), for endpoints that explain a failure there (wopb_checkout_login's 422 field map, §7). */
  body?: unknown;
}

export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
  readonly code: ProtocolErrorCode;
  readonly status?: number;
  readonly serverCode?: string;
  readonly body?: unknown;

  constructor(code: ProtocolErrorCode, options: ProtocolErrorOptions = {}) {
    super(options.message || PROTOCOL_MESSAGES[code], options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    if (options.status !== undefined) this.status = options.status;
    if (options.serverCode !== undefined) this.serverCode = options.serverCode;
    if (options.body !== undefined) this.body = options.body;
  }
}

/** True for an abort (a fetch or signal `AbortError`): callers ignore it rather than report it. */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/** What a shopper is told when a call failed: a ProtocolError's §8 message, else `fallback`. */
export function failureText(error: unknown, fallback: string = PROTOCOL_MESSAGES.unknown_error): string {
  return error instanceof ProtocolError ? error.message : fallback;
}

/** The error a response parser throws when the answer's shape is not the contract's. */
export function wrongShape(contract: string, detail: string): ProtocolError {
  return new ProtocolError('unknown_error', { cause: `${contract}: ${detail}` });
}
