import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, richText } from './html-text.ts';
import { parseLenientJson } from './schema-org.ts';
import { parsePageUrl } from './url.ts';

describe('structured-data text', () => {
  it('turns HTML into lines: paragraphs, headings, bullets and <br>', () => {
    expect(htmlToText('<p>One <b>two</b></p><h3>Head</h3><ul><li>a</li><li><p>b</p></li></ul>x<br>y')).toBe(
      'One two\nHead\n• a\n• b\nx\ny',
    );
  });

  it('unescapes HTML that was escaped once more, then drops the tags (R&amp;amp;D → R&D)', () => {
    expect(
      richText('&lt;p&gt;Pair with R&amp;amp;D&lt;/p&gt;&lt;ul&gt;&lt;li&gt;SQL&lt;/li&gt;&lt;/ul&gt;'),
    ).toBe('Pair with R&D\n• SQL');
  });

  it('decodes a reference left in the text of HTML whose text was escaped once more (<p>R&amp;amp;D</p>)', () => {
    expect(richText('<p>Fir &amp;amp; Pine Ltd. mills timber.</p><ul><li>Sawing</li></ul>')).toBe(
      'Fir & Pine Ltd. mills timber.\n• Sawing',
    );
  });

  it('keeps plain-text line breaks and decodes entities', () => {
    expect(richText('Line one\n\nLine &amp; two\n')).toBe('Line one\nLine & two');
    expect(decodeEntities('&#39;&#x41;&nbsp;&bogus;')).toBe("'A &bogus;");
  });

  it('skips script and style contents', () => {
    expect(htmlToText('<style>p{}</style><p>kept</p><script>x<y</script>')).toBe('kept');
  });

  it('reads JSON-LD with raw newlines in strings and trailing commas, and refuses garbage', () => {
    expect(parseLenientJson('{"a": "x\ny", "b": [1, 2,],}')).toEqual({ a: 'x\ny', b: [1, 2] });
    expect(parseLenientJson('<!-- {"a": 1} -->')).toEqual({ a: 1 });
    expect(parseLenientJson('{nope')).toBeUndefined();
  });

  it('parses page addresses without the URL global', () => {
    expect(parsePageUrl('https://Jobs.Lever.co:443/acme/123?x=1#top')).toEqual({
      hostname: 'jobs.lever.co',
      pathname: '/acme/123',
      search: '?x=1',
    });
    expect(parsePageUrl('not a url')).toBeNull();
  });
});
