import { describe, expect, it } from 'vitest';
import { formEncode } from '../protocol/client.ts';
import { formPayload, serializeForm, serializeFormPairs } from './serialize.ts';

describe('serializeForm (jQuery .serialize() rules)', () => {
  it('keeps named enabled fields, checked choices and every chosen option; skips buttons, files and disabled fields', () => {
    document.body.innerHTML = `<form>
      <input name="a" value="1"><input value="unnamed"><input name="off" value="x" disabled>
      <fieldset disabled><input name="in-disabled-set" value="x"></fieldset>
      <input type="checkbox" name="c" value="yes" checked><input type="checkbox" name="d" value="no">
      <input type="radio" name="r" value="1"><input type="radio" name="r" value="2" checked>
      <select name="s"><option value="x">X</option><option value="y" selected>Y</option></select>
      <select name="m[]" multiple><option selected>p</option><option>q</option><option selected>r</option></select>
      <textarea name="t">line1
line2</textarea>
      <input type="file" name="f"><input type="submit" name="go" value="Go"><button name="b" value="b">B</button><input type="hidden" name="h" value="hid">
    </form>`;
    const form = document.querySelector('form')!;
    expect(serializeFormPairs(form)).toEqual([
      ['a', '1'],
      ['c', 'yes'],
      ['r', '2'],
      ['s', 'y'],
      ['m[]', 'p'],
      ['m[]', 'r'],
      ['t', 'line1\r\nline2'],
      ['h', 'hid'],
    ]);
    expect(serializeForm(form)).toBe('a=1&c=yes&r=2&s=y&m%5B%5D=p&m%5B%5D=r&t=line1%0D%0Aline2&h=hid');
  });

  it('turns pairs into a payload that encodes back to the same fields', () => {
    const pairs: Array<[string, string]> = [
      ['a', '1'],
      ['list[]', 'x'],
      ['list[]', 'y'],
      ['shipping_method[0]', 'flat_rate:1'],
      ['a', '2'],
    ];
    expect(formEncode(formPayload(pairs)).toString()).toBe('a=2&list%5B%5D=x&list%5B%5D=y&shipping_method%5B0%5D=flat_rate%3A1');
  });
});
