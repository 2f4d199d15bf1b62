/**
 * Quantity changes in the drawer (§5 "Cart drawer", §9): each item's input waits 500 ms
 * after the last change, must pass the browser's own validity check, and is then sent;
 * a success refreshes the fragments; a failure puts the last good value back (the value
 * the server last printed, the input's default value) and reports why.
 * Items are found by cart item key each time: a fragment refresh replaces the inputs.
 */
import { CART_QUANTITY_DEBOUNCE_MS } from '../../dom-bridge/cart-constants.ts';

export interface QuantityUpdaterOptions {
  /** The current input of an item (inputs are replaced by each refresh). */
  find(key: string): HTMLInputElement | null;
  /** Sends the change; resolves whether the server took it. */
  send(key: string, quantity: number): Promise<boolean>;
  /** Reloads the fragments after a success. */
  refresh(): Promise<unknown>;
  /** A failure, with the reason to show next to the item. */
  failed(key: string, error: unknown): void;
  /** A new edit of the item started (its earlier message can go). */
  editing(key: string): void;
  debounceMs?: number;
}

export interface QuantityUpdater {
  /** An input or change event of an item's quantity input. */
  edit(input: HTMLInputElement, key: string): void;
  /** Values typed but not sent yet, by key (so a refresh can put them back). */
  pending(): ReadonlyMap<string, string>;
  /** Stops every timer; nothing pending is sent. */
  dispose(): void;
}

export function createQuantityUpdater(options: QuantityUpdaterOptions): QuantityUpdater {
  const delay = options.debounceMs ?? CART_QUANTITY_DEBOUNCE_MS;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const typed = new Map<string, string>();
  let disposed = false;

  const restore = (key: string): void => {
    const input = options.find(key);
    if (input) input.value = input.defaultValue;
  };

  const flush = (key: string): void => {
    timers.delete(key);
    const value = typed.get(key);
    typed.delete(key);
    const input = options.find(key);
    if (disposed || value === undefined || !input) return;
    // The browser's own check (min, max, step, a number at all) before anything is sent (§5).
    if (value.trim() === '' || !input.checkValidity()) {
      input.reportValidity();
      return;
    }
    if (value === input.defaultValue) return;
    options
      .send(key, Number(value))
      .then((ok) => {
        if (!ok) throw new Error('refused');
        return options.refresh();
      })
      .catch((error: unknown) => {
        if (disposed) return;
        // A newer edit of the same item wins over restoring this one.
        if (!typed.has(key)) restore(key);
        options.failed(key, error);
      });
  };

  return {
    edit(input, key) {
      if (disposed) return;
      options.editing(key);
      typed.set(key, input.value);
      const timer = timers.get(key);
      if (timer !== undefined) clearTimeout(timer);
      timers.set(
        key,
        setTimeout(() => flush(key), delay),
      );
    },
    pending: () => typed,
    dispose() {
      disposed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      typed.clear();
    },
  };
}
