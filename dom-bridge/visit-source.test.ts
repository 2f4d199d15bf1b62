import { describe, expect, it } from 'vitest';
import { classifyVisit, organicSource, rawQuery, type Landing } from './visit-source.ts';

const landing = (over: Partial<Landing> = {}): Landing => ({
  query: {},
  referrer: '',
  hostname: 'shop.example',
  inSession: false,
  known: false,
  ...over,
});

describe('classifyVisit (the platform’s source-type rules)', () => {
  it('typein: a first visit without referrer or campaign parameters', () => {
    expect(classifyVisit(landing())).toMatchObject({ typ: 'typein', src: '(direct)', mdm: '(none)', cmp: '(none)', trm: '(none)' });
  });

  it('keeps the stored source for a known visitor coming back directly or moving inside the site', () => {
    expect(classifyVisit(landing({ known: true }))).toBeNull();
    expect(classifyVisit(landing({ known: true, inSession: true, referrer: 'https://shop.example/shop/' }))).toBeNull();
    expect(classifyVisit(landing({ known: true, referrer: 'https://www.shop.example/cart/' }))).toBeNull();
  });

  it('utm: campaign parameters win over any referrer, raw values kept, missing ones (none)', () => {
    const found = classifyVisit(
      landing({
        query: rawQuery('?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale'),
        referrer: 'https://www.google.com/',
        known: true,
        inSession: true,
      }),
    );
    expect(found).toEqual({
      typ: 'utm',
      src: 'newsletter',
      mdm: 'email',
      cmp: 'spring%20sale',
      cnt: '(none)',
      trm: '(none)',
      id: '(none)',
      plt: '(none)',
      fmt: '(none)',
      tct: '(none)',
    });
    expect(
      classifyVisit(
        landing({
          query: { utm_id: '42', utm_source_platform: 'meta', utm_creative_format: 'video', utm_marketing_tactic: 'remarketing' },
        }),
      ),
    ).toMatchObject({ id: '42', plt: 'meta', fmt: 'video', tct: 'remarketing', src: '(none)' });
  });

  it('utm: Google and Yandex ad clicks name their engine, cpc and campaign; Yandex search words stand in for the term', () => {
    expect(classifyVisit(landing({ query: { gclid: 'abc' } }))).toMatchObject({ typ: 'utm', src: 'google', mdm: 'cpc', cmp: 'google_cpc' });
    expect(classifyVisit(landing({ query: { yclid: '1' }, referrer: 'https://yandex.ru/search/?text=presets' }))).toMatchObject({
      src: 'yandex',
      cmp: 'yandex_cpc',
      trm: 'presets',
    });
  });

  it('organic: a search engine referrer, even within a session', () => {
    expect(classifyVisit(landing({ referrer: 'https://www.google.com/', known: true, inSession: true }))).toMatchObject({
      typ: 'organic',
      src: 'google',
      mdm: 'organic',
    });
    expect(organicSource('https://www.bing.com/search?q=lightroom+presets')).toBe('bing');
    expect(organicSource('https://search.yahoo.com/search?p=presets')).toBe('yahoo');
    expect(organicSource('https://yandex.ru/search/?text=x')).toBe('yandex');
    expect(organicSource('https://www.bing.com/')).toBe('');
  });

  it('referral: another site at the start of a session, by host (named hosts renamed), the path as content', () => {
    expect(classifyVisit(landing({ referrer: 'https://www.photoblog.example/reviews/presets?x=1' }))).toMatchObject({
      typ: 'referral',
      src: 'photoblog.example',
      mdm: 'referral',
      cnt: '/reviews/presets',
    });
    expect(classifyVisit(landing({ referrer: 'https://t.co/abc' }))).toMatchObject({ src: 'twitter.com' });
    // Inside a running session another site does not replace the source.
    expect(classifyVisit(landing({ referrer: 'https://photoblog.example/', inSession: true, known: true }))).toBeNull();
  });

  it('reads the query raw, first occurrence, like the platform', () => {
    expect(rawQuery('?a=1&a=2&b=x%20y&c&=z')).toEqual({ a: '1', b: 'x%20y', c: '' });
  });
});
