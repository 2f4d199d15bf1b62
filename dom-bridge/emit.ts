/**
 * Firing side of the event bus (events.ts): a DOM CustomEvent for native listeners and, when
 * jQuery is on the page, the same event through jQuery with the platform's arguments — once
 * each (events.ts explains the guard).
 */
import { bindLate, defaultTarget, jquery, ownTriggers } from './events.ts';

/** Fires `name` on `target` for DOM listeners and, when present, jQuery handlers — once each. */
export function emitOn(target: EventTarget, name: string, args: unknown[] = []): void {
  bindLate();
  const $ = jquery();
  const guard = $?.event;
  const previous = guard?.triggered;
  if (guard) guard.triggered = name;
  try {
    target.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: { args } }));
  } finally {
    if (guard) guard.triggered = previous;
  }
  if ($) {
    const event = $.Event(name);
    ownTriggers.add(event);
    try {
      $(target).trigger(
        event,
        args.map((arg) => (arg instanceof Element ? $(arg) : arg)),
      );
    } catch (error) {
      // Unlike dispatchEvent, jQuery lets a handler's error escape; report it the same way
      // instead of failing the island that emitted.
      if (typeof reportError === 'function') reportError(error);
      else console.error(error);
    }
  }
}

/** Fires a platform event on `document.body` (e.g. `added_to_cart` with `[fragments, hash, button]`). */
export function emit(name: string, args: unknown[] = []): void {
  emitOn(defaultTarget(), name, args);
}
