import { describe, expect, it } from 'vitest';
import { makeInert } from './inert-markup.ts';

function inert(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  makeInert(template.content);
  const holder = document.createElement('div');
  holder.append(template.content);
  return holder.innerHTML;
}

describe('makeInert (issue 18: a fragment is applied, its scripts never run)', () => {
  it('drops scripts, refreshes, bases, plugins and noscript but keeps the markup around them', () => {
    expect(
      inert(
        '<p>a</p><script>__xss()</script><meta http-equiv="refresh" content="0;url=javascript:__xss()"><base href="javascript:__xss()//"><object data="x"></object><embed src="x"><b>b</b>',
      ),
    ).toBe('<p>a</p><b>b</b>');
  });

  it('drops event handlers in any case, srcdoc and script URLs (also behind entities and controls)', () => {
    expect(inert('<img src="x" alt="y" onerror="__xss()" ONLOAD="__xss()">')).toBe('<img src="x" alt="y">');
    expect(inert('<svg><a xlink:href="javascript:__xss()"><text>t</text></a></svg>')).toBe('<svg><a><text>t</text></a></svg>');
    expect(inert('<a href="&#x6A;ava&#x09;script:__xss()">x</a><a href=" JaVaScRiPt:__xss()">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(inert('<iframe srcdoc="<script>parent.__xss()</script>"></iframe>')).toBe('<iframe></iframe>');
    expect(inert('<form action="javascript:__xss()"><button formaction="vbscript:x">b</button></form>')).toBe(
      '<form><button>b</button></form>',
    );
    expect(inert('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a>x</a>');
  });

  it('keeps what the platform prints: links, images (data: placeholders too), forms, attributes', () => {
    const html =
      '<div class="widget_shopping_cart_content"><a href="/cart/?remove_item=abc&amp;_wpnonce=1" class="remove" data-product_id="101" aria-label="Remove">×</a><img src="data:image/png;base64,iVBOR" alt="x"><form action="/cart/" method="post"><input name="q" value="1"></form></div>';
    expect(inert(html)).toBe(html);
  });
});
