/**
 * What both quick views' dialogs share (the theme's and ProductX's): §8's failure message, and what
 * every open quick view does — Tab kept inside, Esc finishing the close, an add to cart closing it
 * (§4) unless the quick view says no — plus timers undone with the dialog. Layout effects: a close
 * (flushSync) has undone them all by the time it returns.
 */
import { useCallback, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { on } from '../../dom-bridge/events.ts';
import { PLATFORM_EVENTS } from '../../dom-bridge/constants.ts';
import { trapTab } from '../../dom-bridge/focus-trap.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { QUICK_VIEW_CLASSES, QUICK_VIEW_TEXTS } from '../../dom-bridge/quick-view-constants.ts';
import { closeQuickView } from './session.ts';

/** §8's message for the failure, with the way on to the product page (issue 14) when there is one. */
export function QuickViewFailure({ message, productUrl }: { message: string; productUrl: string }): ReactNode {
  return (
    <div className={QUICK_VIEW_CLASSES.failure} role="alert">
      <p>{message}</p>
      {productUrl ? (
        <p>
          <a href={productUrl}>{QUICK_VIEW_TEXTS.productPage}</a>
        </p>
      ) : null}
    </div>
  );
}

/** The open quick view's own listeners on `dialog`; `closesOnAdd` is read at the add, so it may follow the content. */
export function useQuickViewDialog(dialog: RefObject<HTMLDialogElement | null>, closesOnAdd: () => boolean = () => true): void {
  const closes = useRef(closesOnAdd);
  closes.current = closesOnAdd;
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    return undoAll([
      listen(element, 'keydown', (event) => trapTab(event, element)),
      // Esc: the browser closes the dialog; the rest of closing is ours.
      listen(element, 'close', closeQuickView),
      // §4: an item added to the cart closes the quick view.
      on(PLATFORM_EVENTS.addedToCart, () => {
        if (closes.current()) closeQuickView();
      }),
    ]);
  }, [dialog]);
}

/**
 * Focus back on `trigger` once its quick view (`open`) has closed: a layout effect of the trigger's
 * component, so the dialog has left the page and React has restored the focus it saw before the commit.
 */
export function useFocusBackOnClose(trigger: HTMLElement, open: boolean): void {
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (wasOpen.current && !open && trigger.isConnected) trigger.focus();
    wasOpen.current = open;
  }, [trigger, open]);
}

/** `later(run, ms)`: a timer undone with the component. */
export function useTimers(): (run: () => void, ms: number) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useLayoutEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  return useCallback((run, ms) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
}
