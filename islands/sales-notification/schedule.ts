/**
 * The sales notification's timing (§4, §9), apart from the DOM so it is tested with fake timers:
 * the first snippet 2 s after load; each stays `stay` ms (default 7000), fades out over 400 ms (none
 * for reduced motion), and the next starts one cycle (gap + stay, default 14000 ms) after the last
 * started. The page marks `wopb-gap-{s}` / `wopb-stay-{s}` override gap and stay. Hover or focus
 * pauses the clock where it is; leaving resumes it with the time that was left.
 */
import { SALES_TIMING } from '../../dom-bridge/notice-constants.ts';

export interface Timing {
  stayMs: number;
  cycleMs: number;
  fadeMs: number;
}

function secondsMark(classes: readonly string[], prefix: string): number | undefined {
  for (const name of classes) {
    const match = new RegExp(`^${prefix}-(\\d+(?:\\.\\d+)?)$`).exec(name);
    if (match?.[1]) return Number(match[1]) * 1000;
  }
  return undefined;
}

/** The timing the page marks in `classes` give (defaults for what they leave out); `reducedMotion` drops the fade. */
export function readTiming(classes: readonly string[], reducedMotion = false): Timing {
  const stayMs = secondsMark(classes, 'wopb-stay') ?? SALES_TIMING.stayMs;
  const gapMs = secondsMark(classes, 'wopb-gap') ?? SALES_TIMING.cycleMs - SALES_TIMING.stayMs;
  return { stayMs, cycleMs: gapMs + stayMs, fadeMs: reducedMotion ? 0 : SALES_TIMING.fadeMs };
}

/** How long after `elapsedMs` since load the first snippet is due (§9: 2 s after load). */
export function firstDelay(elapsedMs: number): number {
  return Math.max(0, SALES_TIMING.firstMs - elapsedMs);
}

export interface RotationView {
  show(index: number): void;
  fade(): void;
  hide(): void;
}

export interface Rotation {
  pause(): void;
  resume(): void;
  stop(): void;
}

type Phase = 'shown' | 'fading' | 'gap';

/** Rotates `count` snippets through `view` on `timing`, the first after `delayMs`. */
export function startRotation(count: number, timing: Timing, delayMs: number, view: RotationView, now: () => number = Date.now): Rotation {
  let index = 0;
  let phase: Phase = 'gap';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = 0;
  let next: () => void = () => {};
  let remaining: number | undefined;
  let stopped = false;

  const schedule = (ms: number, step: () => void): void => {
    next = step;
    dueAt = now() + ms;
    if (remaining === undefined) timer = setTimeout(step, ms);
    else remaining = ms;
  };
  const show = (): void => {
    phase = 'shown';
    view.show(index);
    index = (index + 1) % count;
    schedule(timing.stayMs, fade);
  };
  const fade = (): void => {
    phase = 'fading';
    view.fade();
    schedule(timing.fadeMs, hide);
  };
  const hide = (): void => {
    phase = 'gap';
    view.hide();
    schedule(Math.max(0, timing.cycleMs - timing.stayMs - timing.fadeMs), show);
  };

  if (count > 0) schedule(delayMs, show);
  return {
    pause() {
      if (stopped || remaining !== undefined || count === 0) return;
      clearTimeout(timer);
      remaining = Math.max(0, dueAt - now());
      // A snippet fading out under the pointer comes back and fades again on leaving.
      if (phase === 'fading') {
        phase = 'shown';
        view.show((index - 1 + count) % count);
        next = fade;
        remaining = 0;
      }
    },
    resume() {
      if (stopped || remaining === undefined) return;
      const left = remaining;
      remaining = undefined;
      schedule(left, next);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
