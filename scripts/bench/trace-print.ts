/**
 * Reading a Chromium trace for the bench's diagnostic scripts (add-trace.ts, variation-trace.ts):
 * the renderer main thread's tasks in a window, and what ran inside each, named.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** Trace microseconds as milliseconds with one decimal. */
export const ms = (us: number): string => (us / 1000).toFixed(1);

const fileOf = (data: Record<string, unknown>): string => String(data.url ?? '').replace(/^.*\//, '');

const PLAIN_NAMES = new Set([
  'Paint',
  'PrePaint',
  'Commit',
  'Decode Image',
  'ImageDecodeTask',
  'HitTest',
  'ParseHTML',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'FireIdleCallback',
  'RunMicrotasks',
]);

function invalidation(event: TraceEvent, data: Record<string, unknown>): string {
  const why = data.reason ?? data.invalidationSet ?? data.changedClass ?? data.changedAttribute ?? '';
  return `${event.name.replace('InvalidationTracking', '')} invalidated: ${String(data.nodeName ?? '')} (${String(why)})`;
}

/** The events worth naming inside a task, with what they were about; null for the rest. */
export function label(event: TraceEvent): string | null {
  const data = event.args?.data ?? {};
  if (PLAIN_NAMES.has(event.name)) return event.name;
  if (event.name.endsWith('InvalidationTracking')) return invalidation(event, data);
  switch (event.name) {
    case 'EventDispatch':
      return `event ${String(data.type)}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'FunctionCall':
      return `js ${String(data.functionName || '') || '(anonymous)'} ${fileOf(data)}:${String(data.lineNumber ?? '')}`;
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${event.name} ${fileOf(data)}`;
    case 'ResourceSendRequest':
    case 'ResourceReceiveResponse':
    case 'ResourceFinish':
      return `${event.name} ${String(data.url ?? '').replace(/^.*\/\/[^/]+/, '')}`;
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout': {
      const begin = (event.args as { beginData?: { dirtyObjects?: number; totalObjects?: number } } | undefined)?.beginData;
      return `layout (${begin?.dirtyObjects ?? '?'} of ${begin?.totalObjects ?? '?'} objects dirty)`;
    }
    default:
      return null;
  }
}

export interface TaskPrintOptions {
  /** Tasks shorter than this (µs) are left out. */
  minTaskUs: number;
  /** Events inside a task shorter than this (µs) are left out (resource events and invalidations never are). */
  minEventUs: number;
  /** Whether to print style and layout invalidations (many lines). */
  invalidations: boolean;
}

/** Prints the main thread's tasks from `fromUs` to `toUs` (trace clock) and what ran inside them. */
export function printTasks(events: TraceEvent[], fromUs: number, toUs: number, options: TaskPrintOptions): void {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter(
    (event) =>
      event.pid === main.pid &&
      event.tid === main.tid &&
      (event.ph === 'X' || event.ph === 'I' || event.name.endsWith('InvalidationTracking')),
  );
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts + (event.dur ?? 0) >= fromUs && event.ts <= toUs);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    if ((task.dur ?? 0) < options.minTaskUs) continue;
    console.log(`  +${ms(task.ts - fromUs)} ms task ${ms(task.dur ?? 0)} ms`);
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
    for (const event of inside) {
      const name = label(event);
      const tracking = event.name.endsWith('InvalidationTracking');
      if (!name || (tracking && !options.invalidations)) continue;
      if (!tracking && event.ph === 'X' && (event.dur ?? 0) < options.minEventUs && !name.startsWith('Resource')) continue;
      console.log(`      +${ms(event.ts - fromUs)} ${ms(event.dur ?? 0)} ms ${name}`);
    }
  }
}
