/**
 * First-interaction hydration. One delegated click listener (capture phase) on the
 * document catches the first click on markup whose island is not live yet, holds
 * it back, asks for hydration and replays held clicks in their original order once
 * their islands are live. If an island fails, its first held click is replayed
 * without interception so the server link or form still does its job.
 *
 * A press (`pointerdown`, some 50–150 ms before its click) already fetches the island's
 * chunk, so the click finds it on its way. Hover and focus do not: passing over a listing
 * or tabbing through it is no intent to buy, and React is 66 KB.
 */
import { ISLAND_ATTR } from '../../dom-bridge/constants.ts';
import { followEarlyAdd, sendEarlyAdd } from '../early-add.ts';

interface Waiting {
  hydrate: () => void;
  /** Fetches the island's chunk without mounting it. */
  warm: () => void;
  trigger: string | undefined;
}

/** Islands whose trigger may sit anywhere on the page, outside their own markup. */
const waitingAnywhere = new Map<HTMLElement, string>();

interface HeldClick {
  element: HTMLElement;
  target: Element;
  /** What the shopper pressed, shown busy until the click is replayed or dropped. */
  pressed?: Element;
  /** Held while claim groups load: replayed as a fresh click, which their islands, claimed by then, may hold in turn. */
  group?: boolean;
  /** The pressed trigger's selector and place among its matches, to find its replacement (see `replayTarget`). */
  trigger?: { selector: string; at: number };
}

/** Claim groups on their way, by sniff (issue 18): their islands are not claimed yet, so nothing else would hold a click on their markup. */
const loadingGroups = new Set<string>();

/** Elements this module marked busy (and only those: an island's own busy state is not ours to clear). */
const markedBusy = new WeakSet<Element>();

/**
 * Issue 10, the first tap: feedback in the same frame, before any chunk arrives. What was pressed is
 * `aria-busy`; the platform's buttons (add to cart) also get its `loading` class, which themes style.
 */
function showBusy(pressed: Element): void {
  if (pressed.getAttribute('aria-busy') === 'true') return;
  pressed.setAttribute('aria-busy', 'true');
  if (pressed.classList.contains('button')) pressed.classList.add('loading');
  markedBusy.add(pressed);
}

/** Hands the pressed element back as it was; the island, live now, shows its own state on the replay. */
function clearBusy(click: HeldClick): void {
  const pressed = click.pressed;
  if (!pressed || !markedBusy.delete(pressed)) return;
  pressed.removeAttribute('aria-busy');
  pressed.classList.remove('loading');
}

const waiting = new WeakMap<HTMLElement, Waiting>();
const held: HeldClick[] = [];
const failed = new WeakSet<HTMLElement>();
/** Our own replays pass through untouched. */
const replayed = new WeakSet<Event>();

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function hold(event: MouseEvent, click: HeldClick): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(click);
}

/** The pending island an interaction with `target` wakes: the innermost claimed ancestor owns it (nested islands each own their own markup), unless a trigger that may sit anywhere matches first. */
function pendingFor(target: Element): { element: HTMLElement; entry: Waiting } | undefined {
  for (const [element, trigger] of waitingAnywhere) {
    const entry = waiting.get(element);
    if (entry && target.closest(trigger)) return { element, entry };
  }
  const element = target.closest<HTMLElement>(`[${ISLAND_ATTR}]`);
  const entry = element ? waiting.get(element) : undefined;
  if (!element || !entry) return undefined;
  const trigger = entry.trigger === undefined ? element : target.closest(entry.trigger);
  return trigger && element.contains(trigger) ? { element, entry } : undefined;
}

function onClick(event: MouseEvent): void {
  if (replayed.has(event) || !isPlainClick(event) || !(event.target instanceof Element)) return;
  const target = event.target;
  const pending = pendingFor(target);
  if (pending) {
    // The first listing add does not wait for the chunk: its request leaves first, before anything else
    // this task does (src/early-add.ts); the busy state still paints in this same frame.
    sendEarlyAdd(pending.element);
    const selector = pending.entry.trigger;
    const pressed = selector === undefined ? pending.element : (target.closest(selector) ?? pending.element);
    showBusy(pressed);
    const at = selector === undefined ? -1 : Array.from(document.querySelectorAll(selector)).indexOf(pressed);
    hold(event, { element: pending.element, target, pressed, ...(selector !== undefined && at >= 0 && { trigger: { selector, at } }) });
    pending.entry.hydrate();
    return;
  }
  // Inside a group still loading, a press on a control waits for the group's claims (a live island's too: it takes its turn).
  const pressed = loadingGroups.size > 0 ? target.closest(`:is(${[...loadingGroups]}) :is(a,button,input,label)`) : null;
  if (pressed) {
    showBusy(pressed);
    hold(event, { element: pressed as HTMLElement, target, pressed, group: true });
    return;
  }
  // A click on a live island while earlier clicks are still held must wait its turn.
  const owner = held.length > 0 ? target.closest<HTMLElement>(`[${ISLAND_ATTR}]`) : null;
  if (owner && !waiting.has(owner)) hold(event, { element: owner, target });
}

function onPress(event: PointerEvent): void {
  if (event.target instanceof Element) pendingFor(event.target)?.entry.warm();
}

function replay(click: HeldClick): void {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, view: window });
  if (!click.group) replayed.add(event);
  click.target.dispatchEvent(event);
}

/**
 * Where a held click goes: its own target, or, when a fragments refresh replaced the trigger while the
 * chunk loaded (the header's cart link, issue 18), the trigger now in its place; null when nothing is.
 */
function replayTarget(click: HeldClick): Element | null {
  if (click.target.isConnected) return click.target;
  if (!click.trigger) return null;
  return document.querySelectorAll(click.trigger.selector)[click.trigger.at] ?? null;
}

function flush(): void {
  while (held.length > 0) {
    const next = held[0]!;
    if (next.group ? loadingGroups.size > 0 : waiting.has(next.element)) return;
    held.shift();
    clearBusy(next);
    const target = replayTarget(next);
    // Markup replaced while its click was held, and no trigger took its place: nothing is left to act on.
    if (!target) continue;
    if (!failed.has(next.element)) {
      replay({ ...next, target });
      continue;
    }
    // Only the first held click of a failed island goes on to the server; its others are dropped.
    failed.delete(next.element);
    for (let i = held.length - 1; i >= 0; i--) if (held[i]!.element === next.element) clearBusy(held.splice(i, 1)[0]!);
    // Unless its add already left from the entry: the server link would add it a second time.
    if (!followEarlyAdd(next.element)) replay({ ...next, target });
  }
}

/** Installs the delegated listeners; adding the same listener again is a no-op for the DOM, so each is there once. */
function listenForFirstInteraction(): void {
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerdown', onPress, true);
}

/** `element` waits no more: it is live, failed or gone. */
function forget(element: HTMLElement): void {
  waiting.delete(element);
  waitingAnywhere.delete(element);
}

/**
 * Waits for the first interaction with `element` (or with `trigger` inside it, or anywhere on the page
 * when `anywhere` is set); returns a cancel function.
 */
export function onInteraction(hydrate: () => void, warm: () => void, element: HTMLElement, trigger?: string, anywhere = false): () => void {
  listenForFirstInteraction();
  waiting.set(element, { hydrate, warm, trigger });
  if (anywhere && trigger !== undefined) waitingAnywhere.set(element, trigger);
  return () => forget(element);
}

/** Holds presses inside `sniff`'s markup until `loading` (the group's load, then its scan) has settled, either way. */
export function holdWhileLoading(sniff: string, loading: Promise<unknown>): void {
  listenForFirstInteraction();
  loadingGroups.add(sniff);
  void loading.finally(() => {
    loadingGroups.delete(sniff);
    flush();
  });
}

/** Called by the runtime once `element` is live or has failed: replays held clicks, oldest first, while their islands are settled. */
export function releaseHeldClicks(element: HTMLElement, outcome: 'live' | 'failed'): void {
  forget(element);
  if (outcome === 'failed') failed.add(element);
  flush();
}
