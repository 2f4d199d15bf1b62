/**
 * Live search's timing rules, shared by the popup search and the search block (issue 14): typing
 * waits for a pause (debounce), a newer query aborts the older request, and an older query's
 * answer never replaces a newer one's, even if it arrives last (an abort can come too late to
 * stop a response that was already on its way).
 */
import { isAbort } from '../../protocol/errors.ts';

export interface LatestSearch<Q> {
  /** Runs `query` after the debounce (0: at once), superseding anything pending or in flight. */
  schedule(query: Q, delayMs?: number): void;
  /** Drops what is pending or in flight: its answer, if any, is ignored. */
  cancel(): void;
}

export interface LatestSearchHandlers<Q, R> {
  /** Sends the request; must honour `signal`. */
  run(query: Q, signal: AbortSignal): Promise<R>;
  /** The newest query's answer. */
  apply(result: R, query: Q): void;
  /** The newest query failed (never called for an abort). */
  fail(error: unknown, query: Q): void;
  /** Busy on (a request leaves) and off (the newest one settled, or was cancelled). */
  busy(on: boolean): void;
}

/** One search's debounce and latest-wins bookkeeping. */
export function latestSearch<Q, R>(handlers: LatestSearchHandlers<Q, R>): LatestSearch<Q> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let generation = 0;

  const stop = (): void => {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const send = async (query: Q, mine: number): Promise<void> => {
    const own = new AbortController();
    controller = own;
    handlers.busy(true);
    try {
      const result = await handlers.run(query, own.signal);
      if (mine === generation) handlers.apply(result, query);
    } catch (error) {
      if (mine === generation && !isAbort(error)) handlers.fail(error, query);
    } finally {
      if (mine === generation) {
        controller = undefined;
        handlers.busy(false);
      }
    }
  };

  return {
    schedule(query, delayMs = 0) {
      const wasBusy = controller !== undefined;
      stop();
      const mine = ++generation;
      if (delayMs <= 0) {
        void send(query, mine);
        return;
      }
      // Nothing is loading while the newer query waits for its pause.
      if (wasBusy) handlers.busy(false);
      timer = setTimeout(() => void send(query, mine), delayMs);
    },
    cancel() {
      const wasBusy = controller !== undefined;
      stop();
      generation++;
      if (wasBusy) handlers.busy(false);
    },
  };
}
