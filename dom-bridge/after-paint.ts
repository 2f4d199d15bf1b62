/**
 * Work that the shopper does not see in the frame that answers their action (issue 10: the add's
 * header count, the chosen variation) runs after that frame: the cart's cache and events, the
 * gallery's swap, the sticky bar's mirror. One scheduler for all of them, so they keep one order.
 */

/**
 * Calls `run` once, in a task after the next frame has been painted, and returns the cancel.
 * A page that is hidden paints no frames: then `run` goes in the next task, and at once when the page
 * goes hidden meanwhile (work such as the cart's cache must not wait for the shopper's return). Two task turns after the frame, not one:
 * what other callbacks of that frame queued (a paint observer) runs first.
 */
export function afterNextPaint(run: () => void): () => void {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = (): void => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHidden);
  };
  const once = (): void => {
    stop();
    run();
  };
  function onHidden(): void {
    if (document.visibilityState === 'hidden') once();
  }
  if (document.visibilityState === 'hidden') {
    timer = setTimeout(once, 0);
    return stop;
  }
  document.addEventListener('visibilitychange', onHidden);
  // requestAnimationFrame runs before the frame's style, layout and paint; a task it queues runs after them.
  frame = requestAnimationFrame(() => (timer = setTimeout(() => (timer = setTimeout(once, 0)), 0)));
  return stop;
}

export interface LatestAfterPaint {
  /** Runs `task` after the next paint, in place of a task still waiting. */
  run(task: () => void): void;
  /** Drops the task still waiting (unmount). */
  cancel(): void;
}

/** For a mirror of the latest state (the sticky bar's price): only the newest task waiting runs. */
export function latestAfterPaint(): LatestAfterPaint {
  let cancel: (() => void) | null = null;
  return {
    run(task) {
      cancel?.();
      cancel = afterNextPaint(() => {
        cancel = null;
        task();
      });
    },
    cancel() {
      cancel?.();
      cancel = null;
    },
  };
}
