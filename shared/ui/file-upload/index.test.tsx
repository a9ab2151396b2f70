import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { labelsWithoutControl, missingDescriptions, tagWithId } from '../form-markup';
import { examples } from './examples';
import { FileUpload } from './index';

describe('file upload', () => {
  it.each(examples.map((e) => [e.name, e.props] as const))('%s: a labelled file input that offers only the allowed types', (_, props) => {
    const html = renderToStaticMarkup(<FileUpload {...props} />);
    const input = tagWithId(html, props.id);
    expect(input).toMatch(/^<input class="an-file"/);
    expect(input).toContain('type="file"');
    expect(input).toContain('accept=".pdf,.doc,.docx"');
    expect(labelsWithoutControl(html)).toEqual([]);
    expect(missingDescriptions(html)).toEqual([]);
  });

  it('ties an error to the input and asks for the file again', () => {
    const props = examples.find((e) => e.props.error)!.props;
    const html = renderToStaticMarkup(<FileUpload {...props} />);
    expect(tagWithId(html, props.id)).toContain(`aria-describedby="${props.id}-hint ${props.id}-error"`);
    expect(tagWithId(html, props.id)).toContain('aria-invalid="true"');
    expect(html).toContain('Kies het bestand opnieuw.');
  });
});
