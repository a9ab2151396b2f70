import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ANTI_FORGERY_FIELD } from '../../forms/anti-forgery';
import { attr, duplicateIds, firstTag, labelsWithoutControl, missingDescriptions } from '../form-markup';
import { examples } from './examples';
import { FormTokenContext, Honeypot, PostForm } from './index';

describe('post form', () => {
  it('posts without browser validation bubbles, the anti-forgery field first', () => {
    const { props } = examples[0]!;
    const html = renderToStaticMarkup(<PostForm {...props} />);
    const form = firstTag(html, 'form');
    expect(attr(form, 'method')).toBe('post');
    expect(attr(form, 'action')).toBe('/forms/voorbeeld');
    expect(attr(form, 'novalidate')).toBe('');
    expect(attr(form, 'enctype')).toBeNull();
    expect(html).toMatch(new RegExp(`^<form[^>]*><input type="hidden" name="${ANTI_FORGERY_FIELD}" value="voorbeeld-token"/>`));
    expect(labelsWithoutControl(html)).toEqual([]);
    expect(missingDescriptions(html)).toEqual([]);
    expect(duplicateIds(html)).toEqual([]);
  });

  it("takes the page's token from the renderer when it is not given one", () => {
    const html = renderToStaticMarkup(
      <FormTokenContext.Provider value="123.abc">
        <PostForm action="/forms/nieuwsbrief">
          <p>Velden</p>
        </PostForm>
      </FormTokenContext.Provider>,
    );
    expect(html).toContain(`<input type="hidden" name="${ANTI_FORGERY_FIELD}" value="123.abc"/>`);
  });

  it('asks for multipart encoding when it carries a file', () => {
    const html = renderToStaticMarkup(
      <PostForm action="/forms/x" multipart>
        <p />
      </PostForm>,
    );
    expect(attr(firstTag(html, 'form'), 'enctype')).toBe('multipart/form-data');
  });

  it('hides the honeypot from people: off screen, from screen readers and out of the tab order', () => {
    const html = renderToStaticMarkup(<Honeypot id="h" name="website" label="Laat dit veld leeg" />);
    expect(html).toMatch(/^<div class="an-trap" aria-hidden="true"><label for="h">Laat dit veld leeg<\/label><input /);
    const input = firstTag(html, 'input');
    expect(attr(input, 'tabindex')).toBe('-1');
    expect(attr(input, 'autocomplete')).toBe('off');
    expect(attr(input, 'value')).toBe('');
  });
});
