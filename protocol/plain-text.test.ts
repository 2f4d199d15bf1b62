import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plainText', () => {
  it("reads WordPress's fatal-error message as the sentences it shows", () => {
    const message =
      '<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>';
    expect(plainText(message)).toBe('There has been a critical error on this website. Learn more about troubleshooting WordPress.');
  });

  it('decodes entities and leaves text without markup as it was', () => {
    expect(plainText('<strong>Error:</strong> Fish &amp; chips &#8217;n&#x27; &lt;3 &bogus;')).toBe("Error: Fish & chips ’n' <3 &bogus;");
    expect(plainText('  Cookie check failed  ')).toBe('  Cookie check failed  ');
  });
});
