import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, textResponse, useConfig } from '../../protocol/testing.ts';
import { $billingEmail, setBillingEmail } from '../stores/checkout.ts';
import { identifier, startIdentify } from './identify.ts';

beforeEach(() => {
  useConfig({ adminAjaxUrl: '/wp-admin/admin-ajax.php' });
});
afterEach(() => {
  resetProtocolForTests();
  $billingEmail.set('');
  document.cookie = 'omnisendContactID=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

function query(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://shop.test').searchParams);
}

describe('identify from the checkout e-mail (§4, §5, §7)', () => {
  it('POSTs admin-ajax with action, email, _wpnonce and contact_id in the query, Accept: application/json', async () => {
    document.cookie = 'omnisendContactID=c-42; path=/';
    const server = fakeServer(() => textResponse(''));
    await identifier('omnisend', 'n1')('ada@example.com');
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.method).toBe('POST');
    expect(new URL(request!.url).pathname).toBe('/wp-admin/admin-ajax.php');
    expect(query(request!.url)).toEqual({ action: 'omnisend_identify', email: 'ada@example.com', _wpnonce: 'n1', contact_id: 'c-42' });
    expect(request!.headers.get('accept')).toBe('application/json');
    expect(request!.body).toBe('');
  });

  it('sends no contact_id without the cookie, and never an address outside the §5 pattern', async () => {
    const server = fakeServer(() => textResponse(''));
    const identify = identifier('omnisend', 'n1');
    await identify('not an address');
    await identify('ada@exa mple.com');
    expect(server.requests).toHaveLength(0);
    await identify("o'brien+shop@mail-1.example.co");
    expect(query(server.requests[0]!.url)).not.toHaveProperty('contact_id');
  });

  it('does not send again the address last sent successfully', async () => {
    const server = fakeServer(() => textResponse(''));
    const identify = identifier('omnisend', 'n1');
    await identify('ada@example.com');
    await identify('ada@example.com');
    expect(server.requests).toHaveLength(1);
    await identify('grace@example.com');
    await identify('ada@example.com');
    expect(server.requests).toHaveLength(3);
  });

  it('one send at a time: an address typed while one is in flight waits, then the newest of them goes', async () => {
    const answers: Array<(response: Response) => void> = [];
    const server = fakeServer(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const identify = identifier('omnisend', 'n1');
    const first = identify('ada@example.com');
    await identify('grace@example.com');
    await identify('linus@example.com');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(server.requests.map((request) => query(request.url).email)).toEqual(['ada@example.com']);
    answers[0]!(textResponse(''));
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(textResponse(''));
    await first;
    expect(server.requests.map((request) => query(request.url).email)).toEqual(['ada@example.com', 'linus@example.com']);
  });

  it('a failure (bad nonce: 403 -1) clears the flag, and the same address may go again', async () => {
    const server = fakeServer((_, index) => textResponse(index === 0 ? '-1' : '', { status: index === 0 ? 403 : 200 }));
    const identify = identifier('omnisend', 'n1');
    await identify('ada@example.com');
    await identify('ada@example.com');
    await identify('ada@example.com');
    expect(server.requests).toHaveLength(2);
  });

  it('follows $billingEmail, fed by the checkout e-mail field', async () => {
    const server = fakeServer(() => textResponse(''));
    const stop = startIdentify('omnisend', 'n1');
    setBillingEmail('ada@');
    setBillingEmail('ada@example.com');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(server.requests.map((request) => query(request.url).email)).toEqual(['ada@example.com']);
  });
});
