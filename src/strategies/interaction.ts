/**
 * First-interaction hydration, and no interaction lost before an island is live (issue 25, 28).
 * Every claimed element waits here until its island is live or failed, whatever its strategy.
 * Delegated listeners (capture phase) on the document hold back a click on its trigger (the
 * interaction strategy's, else a control that only script gives a meaning: a `href="#"` toggle),
 * and any change, input or submit inside it; a held interaction wakes the island at once, and held
 * interactions are replayed in their original order once their islands are live. If an island
 * fails, its markup does what it does without script: its first held click or submit goes on
 * unintercepted (the link is followed, the form sent), a change sends a form that has no button
 * of its own (the sort select's), typing and other changes reach the page's other listeners.
 *
 * A press (`pointerdown`, some 50–150 ms before its click) already wakes the island, so the
 * click finds it live or on its way, with what its click needs beyond its chunk (a React view).
 * Hover and focus do not: passing over a listing or tabbing through it is no intent to buy.
 */
import { ISLAND_ATTR } from '../../dom-bridge/constants.ts';
import type { RegisteredIsland } from '../island.ts';

interface Waiting {
  hydrate: () => void;
  /** What a click inside the element is held on; undefined: anywhere in it. */
  trigger: string | undefined;
  atClick: RegisteredIsland['atClick'];
}

/**
 * Controls that do nothing without script: a click on one inside an island that is not live is held,
 * whatever wakes the island (a `href="#"` toggle would only scroll to the top and change the URL).
 */
const SCRIPT_ONLY = '[href="#"],[type=button],[role=button]';

/** Islands whose trigger may sit anywhere on the page, outside their own markup. */
const waitingAnywhere = new Map<HTMLElement, string>();

interface HeldClick {
  element: HTMLElement;
  target: Element;
  /** A held `change`, `input` or `submit` (the target is the form); a click when unset. */
  type?: string;
  /** What the shopper pressed (a submit's button), shown busy until the interaction is replayed or dropped. */
  pressed?: Element | null;
  /** Held while claim groups load: replayed as a fresh click, which their islands, claimed by then, may hold in turn. */
  group?: boolean;
  /** The pressed trigger's selector and place among its matches, to find its replacement (see `replayTarget`). */
  trigger?: { selector: string; at: number };
  /** What the island's `atClick` started for this click, handed to its replay. */
  started?: Promise<unknown> | undefined;
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
/** Our own replays pass through untouched; each carries what its island's `atClick` started, if anything. */
const replayed = new WeakMap<Event, Promise<unknown> | undefined>();

/** dom-bridge/plain-click.ts's check, kept here: importing it from the entry costs bytes its budget has not got. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Holds `event` back; what was pressed shows busy at once, in the event's own task. */
function hold(event: Event, click: HeldClick): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  const last = held.at(-1);
  // Keystrokes in one field (or presses on one form) make one replay: the field holds what was typed.
  if (click.type && last?.target === click.target && last.type === click.type) return;
  if (click.pressed) showBusy(click.pressed);
  held.push(click);
}

/**
 * The pending island a click on `target` wakes, and the trigger `selector` it matched: the innermost claimed ancestor
 * owns it (nested islands each own their own markup), unless a trigger that may sit anywhere matches first.
 */
function pendingFor(target: Element): { element: HTMLElement; entry: Waiting; selector: string | undefined } | undefined {
  for (const [element, selector] of waitingAnywhere) {
    const entry = waiting.get(element);
    if (entry && target.closest(selector)) return { element, entry, selector };
  }
  const element = target.closest<HTMLElement>(`[${ISLAND_ATTR}]`);
  const entry = element ? waiting.get(element) : undefined;
  if (!element || !entry) return undefined;
  const selector = entry.trigger;
  const trigger = selector === undefined ? element : target.closest(selector);
  return trigger && element.contains(trigger) ? { element, entry, selector } : undefined;
}

function onClick(event: MouseEvent): void {
  if (replayed.has(event) || !isPlainClick(event) || !(event.target instanceof Element)) return;
  const target = event.target;
  const pending = pendingFor(target);
  if (pending) {
    // Work that cannot wait for the chunk (the first listing add's request) starts first, before anything
    // else this task does; the busy state still paints in this same frame.
    const started = pending.entry.atClick?.(pending.element);
    const selector = pending.selector;
    const pressed = selector === undefined ? pending.element : (target.closest(selector) ?? pending.element);
    const at = selector === undefined ? -1 : [...document.querySelectorAll(selector)].indexOf(pressed);
    hold(event, {
      element: pending.element,
      target,
      pressed,
      started,
      ...(selector !== undefined && at >= 0 && { trigger: { selector, at } }),
    });
    pending.entry.hydrate();
    return;
  }
  // Inside a group still loading, a press on a control waits for the group's claims (a live island's too: it takes its turn).
  const pressed = inLoadingGroup(target, ' :is(a,button,input,label)');
  if (pressed) {
    hold(event, { element: pressed as HTMLElement, target, pressed, group: true });
    return;
  }
  // A click on a live island while earlier clicks are still held must wait its turn.
  const owner = held.length > 0 ? target.closest<HTMLElement>(`[${ISLAND_ATTR}]`) : null;
  if (owner && !waiting.has(owner)) hold(event, { element: owner, target });
}

/** The markup of a claim group still loading that `target` is in (`within` it: a control, say), or null. */
function inLoadingGroup(target: Element, within = ''): Element | null {
  return loadingGroups.size > 0 ? target.closest(`:is(${[...loadingGroups]})${within}`) : null;
}

/**
 * A change, input or submit inside an island that is not live is held and wakes it; one inside a claim
 * group still loading (nothing claims it yet) is held until the group's islands are claimed, then sent
 * again as a fresh event, which a claim may hold in turn (as a press there is).
 */
function onFormEvent(event: Event): void {
  const target = event.target;
  // A script may fire one at the document itself.
  if (!(target instanceof Element)) return;
  const owner = target.closest<HTMLElement>(`[${ISLAND_ATTR}]`);
  const entry = owner ? waiting.get(owner) : undefined;
  const group = !owner && !!inLoadingGroup(target);
  if (!entry && !group) return;
  hold(event, { element: owner ?? (target as HTMLElement), target, type: event.type, pressed: (event as SubmitEvent).submitter, group });
  entry?.hydrate();
}

function onPress(event: PointerEvent): void {
  if (event.target instanceof Element) pendingFor(event.target)?.entry.hydrate();
}

/**
 * A held click is dispatched again; a change or input too (the control holds its value already); a
 * submit is asked again of its form, with its button (its name and value go along: add-to-cart=ID).
 */
function replay(click: HeldClick, target: Element): void {
  if (click.type === 'submit')
    return (target as HTMLFormElement).requestSubmit(click.pressed?.isConnected ? (click.pressed as HTMLElement) : null);
  const event = click.type
    ? new Event(click.type, { bubbles: true })
    : new MouseEvent('click', { bubbles: true, cancelable: true, view: window });
  if (!click.group) replayed.set(event, click.started);
  target.dispatchEvent(event);
}

/** What the island's `atClick` started for the held click `event` replays (undefined for any other event). */
export function takeStarted(event: Event): Promise<unknown> | undefined {
  return replayed.get(event);
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
      replay(next, target);
      continue;
    }
    // Typing, or a change whose form has a button to send it, goes on to whoever else listens (an enclosing
    // live island, the platform's scripts) as if it had never been held.
    const form = (target as HTMLInputElement).form;
    if (next.type === 'input' || (next.type === 'change' && form?.querySelector('button,[type=submit]') !== null)) {
      replay(next, target);
      continue;
    }
    // Only the first held click or submit of a failed island goes on to the server; its others are dropped.
    failed.delete(next.element);
    for (let i = held.length - 1; i >= 0; i--) if (held[i]!.element === next.element) clearBusy(held.splice(i, 1)[0]!);
    if (next.type === 'change') {
      form!.requestSubmit();
      continue;
    }
    // Unless its work already started (an add that left from the entry: the server link would add it a second
    // time): the page loads anew once that settled, the server's page being the one truth about it.
    const reload = (): void => location.reload();
    if (!next.started?.then(reload, reload)) replay(next, target);
  }
}

/** Installs the delegated listeners; adding the same listener again is a no-op for the DOM, so each is there once. */
function listenForFirstInteraction(): void {
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerdown', onPress, true);
  for (const type of ['change', 'input', 'submit']) document.addEventListener(type, onFormEvent, true);
}

/** `element` waits no more: it is live, failed or gone. */
function forget(element: HTMLElement): void {
  waiting.delete(element);
  waitingAnywhere.delete(element);
}

/**
 * `element` is claimed: until its island is live, failed or gone (releaseHeldClicks), interactions with
 * it are held and wake it with `hydrate`, as a press on its trigger does.
 */
export function awaitLive(element: HTMLElement, hydrate: () => void, atClick: Waiting['atClick']): void {
  listenForFirstInteraction();
  waiting.set(element, { hydrate, trigger: SCRIPT_ONLY, atClick });
}

/**
 * The interaction strategy of a claimed `element` (see awaitLive): the first click on it (or on
 * `trigger` inside it, or anywhere on the page when `anywhere` is set) hydrates it.
 */
export function onInteraction(element: HTMLElement, trigger?: string, anywhere = false): () => void {
  if (anywhere && trigger !== undefined) waitingAnywhere.set(element, trigger);
  else waiting.get(element)!.trigger = trigger;
  // Undone with the claim's own wait (releaseHeldClicks).
  return () => {};
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

/**
 * Called by the runtime once `element` is live or has failed, or its markup left the page (no outcome: what
 * it held has nothing left to act on): replays held interactions, oldest first, while their islands are settled.
 */
export function releaseHeldClicks(element: HTMLElement, outcome?: 'live' | 'failed'): void {
  forget(element);
  if (outcome === 'failed') failed.add(element);
  flush();
}
