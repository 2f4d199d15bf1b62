/**
 * A product card's quick-view trigger (§2 "Quick view modal"): a click asks for the product's quick
 * view (session.ts) instead of following the link, and while it is open the component renders its
 * dialog: a native `<dialog>` opened with showModal() (the browser makes the rest of the page inert,
 * draws it in the top layer and closes it on Esc), portalled to the end of the body. The theme's
 * template goes into its body as the server printed it, where the runtime hydrates the product page's
 * own islands; React never renders it. A trigger without a product id is left to its link, and the
 * theme's own handler (delegated higher up) must not open its popup as well. On a shop without the
 * theme's endpoints (no `{theme}_params`), a click is left to the page: the WPC add-on's own script
 * (`.woosq-btn`, its own endpoint) or the link.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { CONTINUE_DELAY_MS, QUICK_VIEW, QUICK_VIEW_CLASSES, QUICK_VIEW_TEXTS } from '../../dom-bridge/quick-view-constants.ts';
import { shopConfig } from '../../protocol/client.ts';
import type { IslandProps } from '../../src/react-root.tsx';
import { QuickViewFailure, useFocusBackOnClose, useQuickViewDialog, useTimers } from './quick-view-dialog.tsx';
import { fitModal } from './modal.ts';
import { productUrlOf, triggerPid } from './QuickView.ts';
import { $quickView, closeQuickView, forgetQuickView, openQuickView, setBusy, type QuickViewShows } from './session.ts';

type ThemeShows = Exclude<QuickViewShows, { kind: 'wopb' }>;

/** The clicks inside the open dialog on what the template holds: the wishlist button and 'continue'. */
function templateClick(event: MouseEvent, later: (run: () => void, ms: number) => void): void {
  const target = event.target instanceof Element ? event.target : null;
  // §2: the wishlist button closes the quick view, once its own handler (later on the page) has seen the click.
  if (target?.closest(QUICK_VIEW.wishlistButton)) return later(closeQuickView, 0);
  const onward = target?.closest<HTMLAnchorElement>(`a${QUICK_VIEW.continueButton}[href]`);
  if (!onward) return;
  // §2: a button's redirect happens after 2 s; the button shows it is on its way meanwhile.
  event.preventDefault();
  setBusy(onward, true);
  later(() => window.location.assign(onward.href), CONTINUE_DELAY_MS);
}

/** The theme's quick view: the dialog around the template, or around §8's message when it did not come. */
function ThemeDialog({ shows }: { shows: ThemeShows }): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const later = useTimers();
  useQuickViewDialog(dialog);

  useLayoutEffect(() => {
    const parts = { dialog: dialog.current!, frame: frame.current!, body: body.current! };
    // The dialog is on the page already, so the runtime's observer claims the islands in the template.
    if (shows.kind === 'theme') parts.body.append(...shows.template);
    fitModal(parts);
    parts.dialog.showModal();
    return undoAll([
      listen(parts.dialog, 'click', (event) => templateClick(event, later)),
      listen(window, 'resize', () => fitModal(parts)),
    ]);
  }, [shows, later]);

  return createPortal(
    <dialog
      ref={dialog}
      className={QUICK_VIEW_CLASSES.dialog}
      aria-label={(shows.kind === 'theme' && shows.label) || QUICK_VIEW_TEXTS.dialogLabel}
      // The dialog has no padding: a click on the dialog element itself is on its backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) closeQuickView();
      }}
    >
      <div ref={frame} className={QUICK_VIEW_CLASSES.frame}>
        {/* First, so showModal() focuses it. */}
        <button type="button" className={QUICK_VIEW_CLASSES.close} aria-label={QUICK_VIEW_TEXTS.close} onClick={closeQuickView}>
          ×
        </button>
        <div ref={body} className={QUICK_VIEW_CLASSES.body}>
          {shows.kind === 'theme-failure' ? <QuickViewFailure message={shows.message} productUrl={shows.productUrl} /> : null}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}

/** The theme's quick-view island on its trigger; the dialog while the open quick view is this trigger's. */
export default function QuickViewView({ element: trigger }: IslandProps): ReactNode {
  const open = useStore($quickView);
  const shows = open?.opener === trigger && open.shows.kind !== 'wopb' ? open.shows : null;
  useFocusBackOnClose(trigger, shows !== null);

  useEffect(() => {
    trigger.setAttribute('aria-haspopup', 'dialog');
    const stop = listen(trigger, 'click', (event) => {
      const pid = triggerPid(trigger);
      if (pid === null || !shopConfig().themeEndpoints) return;
      event.preventDefault();
      event.stopPropagation();
      void openQuickView(trigger, pid, productUrlOf(trigger));
    });
    return () => {
      stop();
      forgetQuickView(trigger);
      trigger.removeAttribute('aria-haspopup');
    };
  }, [trigger]);

  return open && shows ? <ThemeDialog key={open.id} shows={shows} /> : null;
}
