/**
 * `addEventListener` that hands back its own undo, so a mount's cleanup is a list of undos
 * (like the bus's `on`) and cannot forget a `removeEventListener` or pass it other options.
 */

type EventMapOf<T> = T extends Window
  ? WindowEventMap
  : T extends Document
    ? DocumentEventMap
    : T extends HTMLElement
      ? HTMLElementEventMap
      : Record<string, Event>;

export function listen<T extends EventTarget, K extends keyof EventMapOf<T> & string>(
  target: T,
  type: K,
  handler: (event: EventMapOf<T>[K]) => void,
  options?: AddEventListenerOptions,
): () => void {
  // The map ties `type` to the event it delivers; the DOM's own signature only knows Event.
  const listener = handler as EventListener;
  target.addEventListener(type, listener, options);
  return () => target.removeEventListener(type, listener, options);
}

/** One undo for several (listeners, bus subscriptions, observers), run in order. */
export function undoAll(undos: ReadonlyArray<() => void>): () => void {
  return () => {
    for (const undo of undos) undo();
  };
}
