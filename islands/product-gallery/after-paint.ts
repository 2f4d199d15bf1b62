/**
 * The gallery's follow-ups of a variation choice, run after the frame that shows the choice.
 * Issue 10 wants the variation's own region painted within 50 ms of the choice at 4× CPU; the
 * gallery's swap (new image attributes, Swiper's autoHeight reading the layout, a React render of
 * the thumbnails) measured about 20 ms in the choice's own task, so it waits for that paint. The
 * follow-ups keep their order: a call that must act at once (another script's
 * wc_variations_image_update, which the platform runs synchronously) runs those still waiting first.
 */
import { afterNextPaint } from '../../dom-bridge/after-paint.ts';

export interface FollowUps {
  /** Queues `task` for a task after the next frame has been painted. */
  afterPaint(task: () => void): void;
  /** Runs the queued tasks, then `task`, now. */
  now(task: () => void): void;
  /** Drops what is queued (unmount). */
  cancel(): void;
}

export function followUps(): FollowUps {
  const queued: Array<() => void> = [];
  let cancelFrame: (() => void) | null = null;
  const flush = (): void => {
    cancelFrame?.();
    cancelFrame = null;
    for (const task of queued.splice(0)) task();
  };
  return {
    afterPaint(task) {
      queued.push(task);
      cancelFrame ??= afterNextPaint(flush);
    },
    now(task) {
      queued.push(task);
      flush();
    },
    cancel() {
      cancelFrame?.();
      cancelFrame = null;
      queued.length = 0;
    },
  };
}
