/**
 * The cart drawer (§2 "Cart drawer", §4 "Cart drawer"): a modal dialog over the page,
 * opened from the header cart link and — when the theme's page configuration says
 * `open_cart_drawer` — after every add to cart. States: closed/opened, loading/loaded
 * (the first opening reloads the full cart fragments), and modal-open while one of its
 * add-on panels shows. Inside: quantity edits (debounced, validated, restored on
 * failure), coupons, order notes, the shipping choice and calculator; removals are the
 * mini-cart island's (same markup, its own root). Focus moves in on open and back on close;
 * Esc closes the panel first, then the drawer.
 * The dialog, its panels and controls are the server's markup: the component drives them from
 * its effects (one module per concern) and renders what it adds, the panels' templates and
 * messages and the items' errors, through portals; the countdown ticks while it is open and
 * the cart (`$cart`) has items.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { readShopConfig } from '../../dom-bridge/config.ts';
import { ISLAND_WAKE_ATTR, PLATFORM_EVENTS } from '../../dom-bridge/constants.ts';
import { ISLAND_PLATFORM_EVENTS } from '../../dom-bridge/island-constants.ts';
import { CART_DRAWER, CART_EVENTS, OPEN_CART_DRAWER } from '../../dom-bridge/cart-constants.ts';
import { on } from '../../dom-bridge/events.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { $cart } from '../../src/cart/cart-store.ts';
import type { IslandProps } from '../../src/react-root.tsx';
import type { Unmount } from '../../src/island.ts';
import type { PanelContext } from './addon-panel.ts';
import { countdownView, type CountdownView } from './countdown-view.ts';
import { fragmentsReloader, onClick, onShippingChange, onSubmit } from './drawer-events.ts';
import { withEntry } from './entries.ts';
import { ItemErrorsView } from './ItemErrorsView.tsx';
import { itemEdits } from './item-edits.ts';
import { itemErrorSink, type ItemErrorMap, type ItemErrors } from './item-errors.ts';
import { drawerDialog } from './open-close.ts';
import { PanelMessagesView } from './PanelMessagesView.tsx';
import { panelMessageSink, type PanelMessageMap, type PanelMessages } from './panel-messages.ts';
import type { ShowTemplate } from './panels.ts';
import { PanelTemplatesView, type PanelTemplateMap } from './PanelTemplatesView.tsx';

/** §9: the drawer body is at least 400 px high. */
const BODY_MIN_HEIGHT = '400px';

/** What the drawer's flows tell the component: the dialog opened or closed, a panel's template or message, an item's error. */
interface DrawerOutlets {
  onOpenChange(open: boolean): void;
  showTemplate: ShowTemplate;
  messages: PanelMessages;
  errors: ItemErrors;
}

/** Attaches the drawer's listeners on `root`; returns their undo, which also closes the drawer. */
function startDrawer(root: HTMLElement, outlets: DrawerOutlets): Unmount {
  const config = readShopConfig();
  const body = root.querySelector<HTMLElement>(CART_DRAWER.body);
  if (body) body.style.minHeight = BODY_MIN_HEIGHT;
  let alive = true;
  const dialog = drawerDialog(root, outlets.onOpenChange);
  const { showTemplate, messages } = outlets;
  const context: PanelContext = { dialog, showTemplate, messages, sending: new WeakSet(), alive: () => alive };
  const items = itemEdits(root, dialog, outlets.errors);
  const onAdded = (args: unknown[]): void => {
    if (config.addToCartBehaviour === OPEN_CART_DRAWER) dialog.open(args[2] instanceof Element ? args[2] : null);
  };
  const stop = undoAll([
    listen(document, 'click', (event) => onClick(event, root, context)),
    listen(root, 'submit', (event) => onSubmit(event, root, context)),
    listen(root, 'change', (event) => onShippingChange(event, root)),
    listen(root, 'input', items.onEdit),
    listen(root, 'change', items.onEdit),
    listen(root, 'focusin', items.onFocusIn),
    listen(document, 'keydown', dialog.onKeyDown),
    on(CART_EVENTS.drawerOpened, fragmentsReloader(root), root),
    on(PLATFORM_EVENTS.addedToCart, onAdded),
    on(ISLAND_PLATFORM_EVENTS.fragmentsRefreshed, items.afterFragments),
    on(ISLAND_PLATFORM_EVENTS.fragmentsLoaded, items.afterFragments),
  ]);
  // Woken by an add (the event fired before these listeners existed): act on it now.
  if (root.getAttribute(ISLAND_WAKE_ATTR) === PLATFORM_EVENTS.addedToCart) {
    root.removeAttribute(ISLAND_WAKE_ATTR);
    onAdded([]);
  }
  return () => {
    alive = false;
    items.dispose();
    dialog.close();
    stop();
  };
}

/** §4: the countdown ticks while the drawer is open and the cart has items; it starts over when the cart empties or fills. */
function useCountdown(root: HTMLElement, open: boolean, cartEmpty: boolean): void {
  const view = useRef<CountdownView | null>(null);
  useEffect(() => {
    const countdown = countdownView(root);
    view.current = countdown;
    return () => {
      countdown.dispose();
      view.current = null;
    };
  }, [root]);
  useEffect(() => view.current?.update(open, cartEmpty), [root, open, cartEmpty]);
}

/** The cart drawer island on its claimed root (`#popup-fly-cart`). */
export default function CartDrawerView({ element: root }: IslandProps): ReactNode {
  const cartEmpty = useStore($cart).count <= 0;
  const [open, setOpen] = useState(false);
  const [templates, setTemplates] = useState<PanelTemplateMap>(() => new Map());
  const [messages, setMessages] = useState<PanelMessageMap>(() => new Map());
  const [errors, setErrors] = useState<ItemErrorMap>(() => new Map());

  useEffect(
    () =>
      startDrawer(root, {
        onOpenChange: setOpen,
        // Committed at once: the panel's first field takes focus as soon as its template is in.
        showTemplate: (name, template) => flushSync(() => setTemplates((current) => withEntry(current, name, template))),
        // A panel's message shows in the task of the submit or answer that set it, as the platform's notices do.
        messages: panelMessageSink(root, (change) => flushSync(() => setMessages(change))),
        errors: itemErrorSink(root, setErrors),
      }),
    [root],
  );
  useCountdown(root, open, cartEmpty);

  return (
    <>
      <PanelMessagesView root={root} messages={messages} />
      <PanelTemplatesView templates={templates} />
      <ItemErrorsView errors={errors} />
    </>
  );
}
