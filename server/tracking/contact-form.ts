/**
 * A contact form page (Contact Form 7's markup) and its feedback endpoint, for the pixel's 'mail
 * sent' path (§7): the answer carries `fb_pxl_code`, which the legacy page ran as code. Contact
 * Form 7's own script is not ours to replace, so a stand-in of it (stand-ins/contact-form-7.js)
 * posts the form and fires `wpcf7mailsent` with the answer, as the real one does.
 */
import type { Context } from 'hono';
import { htmlResponse, readForm, sendJson } from '../http.ts';
import { renderDocument } from '../render/layout.ts';
import { readSessionId } from '../session.ts';
import type { Shop } from '../shop.ts';
import { URLS } from '../site.ts';
import type { PageSpec } from '../views.ts';
import { visitorState } from '../visitor.ts';

export const CONTACT_FORM_ID = 42;
export const CONTACT_FORM_SCRIPT = '/stand-ins/contact-form-7.js';

/** The pixel call the pixel plugin adds to a sent message's answer. */
const PIXEL_CODE = `<script>fbq('track', 'Lead', {"content_name": "Contact form 42"});</script>`;
/** What a message mentioning "[junk]" gets on top: code that is no pixel call (it must be dropped, never run). */
const JUNK_CODE = `<script>document.body.dataset.pwned = '1'; fbq('track', 'Purchase', {value: eval('9')});</script>`;

function field(name: string, label: string, input: string): string {
  return `<p><label> ${label}<br />\n<span class="wpcf7-form-control-wrap" data-name="${name}">${input}</span> </label></p>\n`;
}

function contactMain(): string {
  return (
    `<article id="post-30" class="post-30 page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">Contact</h1></header>\n` +
    `<div class="entry-content"><div class="wpcf7 js" id="wpcf7-f${CONTACT_FORM_ID}-p30-o1" lang="en-US" dir="ltr">\n` +
    `<form action="/contact/#wpcf7-f${CONTACT_FORM_ID}-p30-o1" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init">\n` +
    `<div style="display: none;"><input type="hidden" name="_wpcf7" value="${CONTACT_FORM_ID}" /><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f${CONTACT_FORM_ID}-p30-o1" /></div>\n` +
    field(
      'your-name',
      'Your name',
      '<input size="40" class="wpcf7-form-control wpcf7-text" autocomplete="name" type="text" name="your-name" />',
    ) +
    field(
      'your-email',
      'Your email',
      '<input size="40" class="wpcf7-form-control wpcf7-email" autocomplete="email" type="email" name="your-email" />',
    ) +
    field(
      'your-message',
      'Your message',
      '<textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea>',
    ) +
    `<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Submit" /></p><div class="wpcf7-response-output" aria-hidden="true"></div>\n` +
    `</form></div></div></article>\n`
  );
}

function contactPage(): PageSpec {
  return {
    title: 'Contact',
    bodyClass:
      'wp-singular page-template-default page page-id-30 wp-embed-responsive wp-theme-storefront theme-storefront woocommerce-no-js storefront-align-wide storefront-full-width-content woocommerce-active',
    navCurrent: '/contact/',
    breadcrumb: [{ label: 'Home', href: URLS.home }, { label: 'Contact' }],
    main: contactMain,
    sidebar: false,
    isCart: false,
    footerExtra: `<script src="${CONTACT_FORM_SCRIPT}" id="contact-form-7-js"></script>\n`,
  };
}

/** GET /contact/ */
export function contactPageRoute(c: Context, shop: Shop): Response {
  const visitor = { ...visitorState(shop, readSessionId(c, shop.store), []), storeNoticeHidden: false };
  return htmlResponse(c, renderDocument(contactPage(), visitor));
}

/** POST /wp-json/contact-form-7/v1/contact-forms/{id}/feedback, answered as Contact Form 7 5.x does, plus the pixel plugin's fb_pxl_code. */
export async function contactFeedbackRoute(c: Context): Promise<Response> {
  const form = await readForm(c);
  const unitTag = form._wpcf7_unit_tag ?? '';
  if (!form['your-email'] || !/^\S+@\S+$/.test(form['your-email'])) {
    return sendJson(c, {
      contact_form_id: CONTACT_FORM_ID,
      status: 'validation_failed',
      message: 'One or more fields have an error. Please check and try again.',
      posted_data_hash: '',
      into: `#${unitTag}`,
      invalid_fields: [
        { field: 'your-email', message: 'Please enter an email address.', idref: null, error_id: `${unitTag}-ve-your-email` },
      ],
    });
  }
  const junk = (form['your-message'] ?? '').includes('[junk]');
  return sendJson(c, {
    contact_form_id: CONTACT_FORM_ID,
    status: 'mail_sent',
    message: 'Thank you for your message. It has been sent.',
    posted_data_hash: 'a1b2c3',
    into: `#${unitTag}`,
    invalid_fields: [],
    fb_pxl_code: junk ? `${PIXEL_CODE}${JUNK_CODE}` : PIXEL_CODE,
  });
}
