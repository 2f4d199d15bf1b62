import { describe, expect, it } from 'vitest';
import { ownedBy, queryAllOwn, queryOwn } from './scope.ts';

function page(): { outer: Element; inner: Element } {
  document.body.innerHTML = `
    <section id="outer" data-island="carousel">
      <a class="link" id="a1">one</a>
      <div class="card">
        <div id="inner" data-island="add-to-cart">
          <a class="link" id="a2">two <b id="b2">bold</b></a>
        </div>
      </div>
      <a class="link" id="a3">three</a>
    </section>
    <a class="link" id="outside">outside</a>`;
  return { outer: document.getElementById('outer')!, inner: document.getElementById('inner')! };
}

describe('scope', () => {
  it('ownedBy: the nearest island marker decides', () => {
    const { outer, inner } = page();
    expect(ownedBy(outer, document.getElementById('a1'))).toBe(true);
    expect(ownedBy(outer, document.getElementById('a2'))).toBe(false);
    expect(ownedBy(inner, document.getElementById('a2'))).toBe(true);
    expect(ownedBy(inner, document.getElementById('b2')!.firstChild)).toBe(true); // a text node
    expect(ownedBy(outer, outer)).toBe(true);
    expect(ownedBy(outer, inner)).toBe(false); // the nested island's own element is its own
    expect(ownedBy(outer, document.getElementById('outside'))).toBe(false);
    expect(ownedBy(outer, null)).toBe(false);
  });

  it('queryOwn / queryAllOwn skip nodes of nested islands', () => {
    const { outer, inner } = page();
    expect(queryAllOwn(outer, '.link').map((el) => el.id)).toEqual(['a1', 'a3']);
    expect(queryAllOwn(inner, '.link').map((el) => el.id)).toEqual(['a2']);
    expect(queryOwn(outer, '.card .link')).toBeNull();
    expect(queryOwn(outer, '.link')?.id).toBe('a1');
  });
});
