/**
 * A field's description (§2 "Field descriptions", §9): focusing or clicking the field slides it open
 * over 250 ms (at once for a visitor who prefers reduced motion) and closes any other open one;
 * Escape in the field or a click outside its wrapper slides it closed. `aria-hidden` follows it, as
 * the platform's script does, and the field names it in `aria-describedby`.
 */
import { DESCRIPTION_SLIDE_MS, INPUT_WRAPPER } from '../../dom-bridge/notice-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { GENERAL_SCRIPT_TAG } from '../../dom-bridge/form-claims.ts';
import type { Unmount } from '../../src/island.ts';

const open = new Set<HTMLElement>();
const closers = new WeakMap<HTMLElement, () => void>();
let counter = 0;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Slides `element` between height 0 and its own height; `after` runs when it ends. */
function slide(element: HTMLElement, opening: boolean, after: () => void): void {
  if (reducedMotion() || typeof element.animate !== 'function') {
    after();
    return;
  }
  const height = `${element.scrollHeight}px`;
  const frames = [
    { height: '0px', overflow: 'hidden' },
    { height, overflow: 'hidden' },
  ];
  const animation = element.animate(opening ? frames : frames.reverse(), { duration: DESCRIPTION_SLIDE_MS, easing: 'ease' });
  animation.onfinish = after;
  animation.oncancel = after;
}

function show(description: HTMLElement, shown: boolean): void {
  if (shown === open.has(description)) return;
  if (shown) {
    for (const other of open) closers.get(other)?.();
    open.add(description);
    description.hidden = false;
    description.style.display = 'block';
    description.setAttribute('aria-hidden', 'false');
    slide(description, true, () => {});
    return;
  }
  open.delete(description);
  description.setAttribute('aria-hidden', 'true');
  slide(description, false, () => {
    if (!open.has(description)) description.style.display = 'none';
  });
}

function describe(field: Element, description: HTMLElement): void {
  if (!description.id) description.id = `shop-islands-description-${(counter += 1)}`;
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  if (!ids.includes(description.id)) field.setAttribute('aria-describedby', [...ids, description.id].join(' '));
}

export function mount(description: HTMLElement): Promise<Unmount> {
  const wrapper = description.closest<HTMLElement>(INPUT_WRAPPER);
  const fields = wrapper ? Array.from(wrapper.querySelectorAll('input,select,textarea')) : [];
  // Replace, don't stack: where the platform's script stayed, it slides the description itself.
  if (!wrapper || fields.length === 0 || document.querySelector(GENERAL_SCRIPT_TAG)) return Promise.resolve(() => {});
  for (const field of fields) describe(field, description);
  closers.set(description, () => show(description, false));
  const onField = (): void => show(description, true);
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && open.has(description)) show(description, false);
  };
  const onDocumentClick = (event: MouseEvent): void => {
    if (event.target instanceof Node && !wrapper.contains(event.target)) show(description, false);
  };
  const undo = undoAll([
    ...fields.flatMap((field) => [listen(field, 'focus', onField), listen(field, 'click', onField)]),
    listen(wrapper, 'keydown', onKey),
    listen(document, 'click', onDocumentClick),
  ]);
  return Promise.resolve(() => {
    undo();
    open.delete(description);
    closers.delete(description);
  });
}
