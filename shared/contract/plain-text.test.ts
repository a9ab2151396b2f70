import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('reads the visible text of small HTML, one space between blocks', () => {
    expect(plainText('<p>Hulp &amp; steun</p><p>bij jou</p>')).toBe('Hulp & steun bij jou');
  });

  it('decodes the entities rich text carries, each only once', () => {
    expect(plainText('&lt;b&gt; is &quot;vet&quot;, &#39;t is&nbsp;zo')).toBe('<b> is "vet", \'t is zo');
    expect(plainText('Schrijf &amp;lt; als entiteit')).toBe('Schrijf &lt; als entiteit');
  });

  it('leaves no space before punctuation that followed a closing tag', () => {
    expect(plainText('<p>Het is <strong>gratis</strong>. Echt <em>waar</em>!</p>')).toBe('Het is gratis. Echt waar!');
  });

  it('gives an empty string for markup without text', () => {
    expect(plainText('<p> </p><br>')).toBe('');
  });
});
