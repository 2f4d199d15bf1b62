/**
 * One event bus over the platform's two: DOM CustomEvents and jQuery's `trigger`. This
 * module listens (the entry needs it); emit.ts fires (only islands do).
 *
 * - `emit` dispatches a bubbling CustomEvent (`detail.args`) and, when jQuery is on the page,
 *   triggers the same name through jQuery so legacy handlers get the args as extra params
 *   (`(event, fragments, cart_hash, $button)`), elements wrapped in jQuery.
 * - jQuery binds one native listener per element, so a plain dispatchEvent would also run
 *   every jQuery handler — a second time and without args. During our dispatch we set
 *   `jQuery.event.triggered` to the event name, the flag jQuery itself uses to ignore the
 *   native echo of its own triggers (stable since jQuery 1.x).
 * - `on` listens natively and through jQuery; the jQuery side ignores native echoes
 *   (`originalEvent` set) and our own triggers, so each event reaches it exactly once.
 * - jQuery is looked up at call time: a page without it works, and jQuery loading after us
 *   is picked up (see `bindLate`).
 * Limit: jQuery-only triggers by other scripts never reach plain `addEventListener` listeners;
 * use `on` to hear both.
 */

/**
 * A bus listener: the event's args (jQuery collections unwrapped to their first element) and the
 * element the event was fired on (events bubble: a form's listener hears its fields).
 */
export type BusHandler = (args: unknown[], source: EventTarget | null) => void;

interface JQueryEventLike {
  originalEvent?: Event;
  target?: EventTarget;
}
type JQueryHandler = (event: JQueryEventLike, ...params: unknown[]) => void;
interface JQueryCollection {
  on(name: string, handler: JQueryHandler): unknown;
  off(name: string, handler: JQueryHandler): unknown;
  trigger(event: object, params: unknown[]): unknown;
}
interface JQueryLike {
  (target: EventTarget): JQueryCollection;
  Event(name: string): object;
  event: { triggered?: string | undefined };
}

export function jquery(): JQueryLike | undefined {
  const $ = (window as unknown as { jQuery?: JQueryLike }).jQuery;
  return typeof $ === 'function' && $.event ? $ : undefined;
}

export function defaultTarget(): EventTarget {
  return document.body ?? document;
}

/** jQuery events created by our own `emitOn`, so `on`'s jQuery side can skip them. */
export const ownTriggers = new WeakSet<object>();

/** `on` subscriptions still waiting for jQuery; each returns true once bound. */
const waitingForJQuery = new Set<() => boolean>();

/** Binds the `on` subscriptions still waiting for jQuery, if it has arrived (also before each emit, so none misses it). */
export function bindLate(): void {
  for (const bind of waitingForJQuery) if (bind()) waitingForJQuery.delete(bind);
  if (!waitingForJQuery.size) document.removeEventListener('click', bindLate, true);
}

function watchForJQuery(): void {
  // jQuery may load after us (footer scripts, "delay JS" optimisers that load it on the first
  // interaction): retry when parsing ends, on load, and before any click reaches its handlers.
  document.addEventListener('DOMContentLoaded', bindLate, { once: true });
  window.addEventListener('load', bindLate, { once: true });
  document.addEventListener('click', bindLate, true);
}

function unwrap(value: unknown): unknown {
  const maybe = value as { jquery?: unknown; 0?: unknown } | null;
  return maybe && typeof maybe === 'object' && typeof maybe.jquery === 'string' ? maybe[0] : value;
}

/**
 * Calls `handler` once per `name` event reaching `target` (default `document.body`), whether
 * it was emitted by us, dispatched natively or triggered through jQuery by another script, with
 * the event's args and the element it was fired on. Returns the unsubscribe.
 */
export function on(name: string, handler: BusHandler, target: EventTarget = defaultTarget()): () => void {
  const native = (event: Event): void => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    const args = detail && typeof detail === 'object' ? (detail as { args?: unknown }).args : undefined;
    handler(Array.isArray(args) ? args : [], event.target);
  };
  const viaJQuery: JQueryHandler = (event, ...params) => {
    // Native events reach jQuery handlers too; `native` above already delivered them.
    if (event.originalEvent || ownTriggers.has(event)) return;
    handler(params.map(unwrap), event.target ?? null);
  };
  let bound: JQueryLike | undefined;
  const bind = (): boolean => {
    bound ??= jquery();
    bound?.(target).on(name, viaJQuery);
    return !!bound;
  };

  target.addEventListener(name, native);
  if (!bind()) {
    if (!waitingForJQuery.size) watchForJQuery();
    waitingForJQuery.add(bind);
  }
  return () => {
    target.removeEventListener(name, native);
    waitingForJQuery.delete(bind);
    bound?.(target).off(name, viaJQuery);
  };
}
