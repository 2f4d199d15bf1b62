// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue.ts';
import { isXssCatalogue, readXssCorpus, withXssVectors, XSS_SLICES, xssSlice } from './xss-catalogue.ts';
import { noteStyleAttributes, strictPage, strictPolicy, STRICT_CSP_POLICY } from './strict-csp.ts';

describe('the XSS switch (issue 18)', () => {
  const corpus = readXssCorpus();

  it('reads a few hundred vectors, every one calling the trap or a function pointed at it', () => {
    expect(corpus.length).toBeGreaterThan(300);
    for (const vector of corpus)
      expect(vector).toMatch(/__xss|alert|confirm|prompt|\\u00|\\00|&#|base64|atob|fromCharCode|PHNjcmlwdD5f|'__x'/);
  });

  it('gives every name a slice of the corpus and leaves slugs, ids and prices alone', () => {
    const base = loadCatalogue();
    const xss = withXssVectors(base, corpus);
    expect(isXssCatalogue(xss)).toBe(true);
    expect(isXssCatalogue(base)).toBe(false);
    const [first, vectorised] = [base.products[0]!, xss.products[0]!];
    expect(vectorised.name).toBe(`${first.name} ${xssSlice(corpus, 0).join(' ')}`);
    expect([vectorised.slug, vectorised.id, vectorised.price]).toEqual([first.slug, first.id, first.price]);
    expect(xss.categories[1]!.name.startsWith(`${base.categories[1]!.name} `)).toBe(true);
    // Every vector is in some slice, each slice a few dozen.
    const slices = Array.from({ length: XSS_SLICES }, (_, i) => xssSlice(corpus, i));
    expect(slices.flat().sort()).toEqual([...corpus].sort());
  });
});

describe('the strict-CSP switch (issue 18)', () => {
  it('moves executable inline scripts to same-origin files in order, leaves JSON and templates, loads the listener first', () => {
    const page = strictPage(
      '<html><head><title>t</title></head><body><script id="a-js-extra">var a = 1;</script><script type="application/json" id="cfg">{"x":1}</script>' +
        '<script type="text/template" id="tmpl-x"><p>{{ data }}</p></script><script type="module" src="/dist/shop-islands.js"></script></body></html>',
    );
    expect(page).toMatch(/<head><script src="\/csp-inline\/watch\.js"><\/script><title>/);
    expect(page).toMatch(/<script id="a-js-extra" src="\/csp-inline\/[0-9a-f]{16}\.js"><\/script>/);
    expect(page).toContain('<script type="application/json" id="cfg">{"x":1}</script>');
    expect(page).toContain('<script type="text/template" id="tmpl-x"><p>{{ data }}</p></script>');
    expect(page).not.toContain('var a = 1;');
  });

  it('allows the server’s style attributes by hash, pages’ and JSON answers’ alike, under the stated policy', () => {
    const sha = (value: string): string => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
    noteStyleAttributes('{"div.x":"<form class=\\"a\\" style=\\"outline: 0; color: red\\">"}', true);
    noteStyleAttributes('<p id="p" style="margin: 1px &amp; 2px">', false);
    const policy = strictPolicy();
    expect(policy.startsWith(STRICT_CSP_POLICY)).toBe(true);
    expect(policy).toContain("style-src-attr 'unsafe-hashes'");
    expect(policy).toContain(sha('outline: 0; color: red'));
    expect(policy).toContain(sha('margin: 1px & 2px'));
    expect(policy).not.toContain(sha('outline: 1px solid red'));
  });
});
