/**
 * The shapes route modules hand each other: an ajax endpoint's handler, a no-script form's
 * outcome and a resolved page. They live apart from the modules that list or run them
 * (wc-ajax.ts, form-handler.ts, pages.ts), so those import the area modules one way only.
 */
import type { Context } from 'hono';
import type { Notice } from '../db.ts';
import type { Shop } from '../shop.ts';
import type { PageSpec } from '../views.ts';

/** A `/?wc-ajax=…` or `/?{theme}-ajax=…` endpoint (the WC_AJAX and THEME_AJAX tables of wc-ajax.ts). */
export type AjaxHandler = (c: Context, shop: Shop) => Promise<Response>;

/** What a no-script form post leads to, before the page renders (form-handler.ts). */
export interface FormOutcome {
  sessionId: string | null;
  /** Where to send the browser instead of rendering (302). */
  redirect: string | null;
  /** Notices for the page rendered by this request. */
  notices: Notice[];
}

/** A page route resolved to what to serve (pages.ts). */
export interface ResolvedPage {
  spec: PageSpec;
  /** The committed file under fixtures-html/ to serve, if any. */
  fixture: string | null;
  status: 200 | 404;
}
