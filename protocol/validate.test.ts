import { describe, expect, it } from 'vitest';
import { PROTOCOL_MESSAGES, ProtocolError, isAbort, wrongShape } from './errors.ts';
import { fragmentsMap, isRecord, readBoolean, readNonEmptyString, readNumber, readString, readStringMap } from './validate.ts';

describe('validate', () => {
  it('tells plain objects from arrays and null', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });

  it('reads strings, numbers (numeric strings too) and booleans', () => {
    expect(readString('')).toBe('');
    expect(readString(false)).toBeUndefined();
    expect(readNonEmptyString('')).toBeUndefined();
    expect(readNonEmptyString('a')).toBe('a');
    expect(readNumber(44)).toBe(44);
    expect(readNumber('12.5')).toBe(12.5);
    expect(readNumber('')).toBeUndefined();
    expect(readNumber('abc')).toBeUndefined();
    expect(readNumber(Number.NaN)).toBeUndefined();
    expect(readBoolean(true)).toBe(true);
    expect(readBoolean('yes')).toBeUndefined();
  });

  it('reads string maps: strings kept, numbers stringified, PHP [] as empty', () => {
    expect(readStringMap({ a: 'x', b: 2, c: null, d: {} })).toEqual({ a: 'x', b: '2' });
    expect(readStringMap([])).toEqual({});
    expect(readStringMap(['x'])).toBeUndefined();
    expect(readStringMap('x')).toBeUndefined();
    expect(fragmentsMap({ 'a.cart-contents': '<a class="cart-contents"></a>' })).toEqual({
      'a.cart-contents': '<a class="cart-contents"></a>',
    });
    expect(fragmentsMap(undefined)).toBeUndefined();
  });
});

describe('errors', () => {
  it('uses the §8 messages', () => {
    expect(new ProtocolError('invalid_json').message).toBe('The response is not a valid JSON response.');
    expect(new ProtocolError('unknown_error').message).toBe('An unknown error occurred.');
    expect(new ProtocolError('fetch_error').message).toBe('You are probably offline.');
    expect(new ProtocolError('timeout').message).toBe(PROTOCOL_MESSAGES.timeout);
    expect(new ProtocolError('http_error', { message: 'Sorry, you are not allowed to do that.', status: 403 })).toMatchObject({
      message: 'Sorry, you are not allowed to do that.',
      status: 403,
      name: 'ProtocolError',
    });
    expect(wrongShape('x', 'y')).toMatchObject({ code: 'unknown_error', cause: 'x: y' });
  });

  it('recognises an abort', () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbort(controller.signal.reason)).toBe(true);
    expect(isAbort(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isAbort(new ProtocolError('timeout'))).toBe(false);
    expect(isAbort(null)).toBe(false);
  });
});
