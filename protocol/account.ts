/**
 * The site chrome's account and notice calls (§7 Theme, Cart and catalogue, Product blocks):
 * - the theme's login, register and lost-password forms: POST admin-ajax with the serialized form
 *   (its own `action` and nonce fields); reads `success`, `data.messages`, `data.redirect_url` (login)
 *   and `data.redirect` (register);
 * - cookie notice: POST admin-ajax `{theme}_cookie_accepted`; success is `success: true` or a bare '1';
 * - coming-soon banner: POST the banner link's REST address with
 *   `{platform}_meta.coming_soon_banner_dismissed = 'yes'` and `X-WP-Nonce`; the answer is not read;
 * - sales notification: POST REST `sales/v1/notification` with no body; reads `html[]`.
 */
import { adminAjax, shopConfig, withUserLocale } from './client.ts';
import { call, defineContract, type CallOptions } from './contract.ts';
import { ProtocolError, wrongShape } from './errors.ts';
import { isRecord, readString } from './validate.ts';

export interface AccountAnswer {
  success: boolean;
  /** `data.messages`: HTML the theme prints as the form's message ('' when none). */
  messages: string;
  /** Login: `data.redirect_url`; register: `data.redirect` ('' when none). */
  redirect: string;
}

/** `{success, data: {messages, redirect_url | redirect}}`; any other shape is an unknown error. */
export function parseAccountAnswer(raw: unknown): AccountAnswer {
  if (!isRecord(raw) || typeof raw.success !== 'boolean') throw wrongShape('account form', 'no boolean success');
  const data = isRecord(raw.data) ? raw.data : {};
  return {
    success: raw.success,
    messages: readString(data.messages) ?? '',
    redirect: readString(data.redirect_url) ?? readString(data.redirect) ?? '',
  };
}

const accountFormContract = defineContract<AccountAnswer, Readonly<Record<string, string>>>({
  name: 'account_form',
  // The form carries its own action field; admin-ajax's address comes from the page's config.
  transport: { url: () => adminAjax() },
  method: 'POST',
  body: 'form',
  response: 'json',
  concurrency: 'latest',
  lane: (fields) => `account_form:${fields.action ?? ''}`,
  parse: parseAccountAnswer,
});

/**
 * Posts a serialized account form. A failure answer that still carries the theme's `{success:false,
 * data:{messages}}` (a 4xx/5xx with that body) resolves like a 200 one, so its messages are shown.
 */
export async function postAccountForm(fields: Readonly<Record<string, string>>, options?: CallOptions): Promise<AccountAnswer> {
  try {
    return await call(accountFormContract, fields, options);
  } catch (error) {
    if (error instanceof ProtocolError && isRecord(error.body) && error.body.success === false) {
      const answer = parseAccountAnswer(error.body);
      if (answer.messages) return answer;
    }
    throw error;
  }
}

/** `{success: true}` or WordPress's bare '1' → true. */
export function parseAjaxSuccess(raw: unknown): boolean {
  return (isRecord(raw) && raw.success === true) || raw === 1 || raw === '1';
}

const cookieAcceptedContract = defineContract<boolean, { action: string }>({
  name: 'cookie_accepted',
  transport: { url: () => adminAjax() },
  method: 'POST',
  body: 'form',
  response: 'json-or-text',
  concurrency: 'latest',
  parse: parseAjaxSuccess,
});

/** Tells the server the visitor accepted cookies; resolves whether it says so. */
export function acceptCookies(options?: CallOptions): Promise<boolean> {
  return call(cookieAcceptedContract, { action: `${shopConfig().vendors.theme}_cookie_accepted` }, options);
}

/** Dismisses the coming-soon banner at `linkUrl` (the banner link's REST address). */
export function dismissComingSoon(linkUrl: string, options?: CallOptions): Promise<unknown> {
  // §7 "Requests add _locale=user": the link's address is a REST call like the others.
  const restUrl = withUserLocale(linkUrl);
  const contract = defineContract<unknown, Readonly<Record<string, Readonly<Record<string, string>>>>>({
    name: 'coming_soon_dismiss',
    transport: { url: () => restUrl },
    method: 'POST',
    body: 'json',
    nonce: { header: 'X-WP-Nonce', key: 'rest' },
    // The REST API answers JSON: a 200 that is none (an error page, a proxy's) stored nothing, and the banner must stay.
    response: 'json',
    concurrency: 'latest',
    // §7: the response is not read.
    parse: () => null,
  });
  return call(contract, { [`${shopConfig().vendors.platform}_meta`]: { coming_soon_banner_dismissed: 'yes' } }, options);
}

/** `{html: string[]}` → the snippets (non-strings dropped). */
export function parseSalesNotification(raw: unknown): string[] {
  if (!isRecord(raw) || !Array.isArray(raw.html)) throw wrongShape('sales/v1/notification', 'no html list');
  return raw.html.filter((item): item is string => typeof item === 'string');
}

const salesNotificationContract = defineContract<string[], Record<string, never>>({
  name: 'sales_notification',
  transport: { rest: 'sales/v1/notification' },
  method: 'POST',
  body: 'none',
  nonce: { header: 'X-WP-Nonce', key: 'rest' },
  parse: parseSalesNotification,
});

/** The sales notification snippets for this page. */
export function fetchSalesNotifications(options?: CallOptions): Promise<string[]> {
  return call(salesNotificationContract, {}, options);
}
