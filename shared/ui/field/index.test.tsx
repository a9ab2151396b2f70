import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { labelsWithoutControl, missingDescriptions, tagWithId } from '../form-markup';
import { textAreaExamples, textFieldExamples } from './examples';
import { Field, TextAreaField, TextField, TextInput } from './index';

const render = (node: React.ReactNode) => renderToStaticMarkup(node);

describe('text field', () => {
  it.each(textFieldExamples.map((e) => [e.name, e.props] as const))('%s: the label points at the input and its descriptions exist', (_, props) => {
    const html = render(<TextField {...props} />);
    expect(labelsWithoutControl(html)).toEqual([]);
    expect(missingDescriptions(html)).toEqual([]);
    expect(tagWithId(html, props.id)).toMatch(/^<input class="an-input"/);
  });

  it('ties an error to the input, marks it invalid and reads the prefix first', () => {
    const props = textFieldExamples.find((e) => e.props.error)!.props;
    const html = render(<TextField {...props} />);
    expect(html).toContain('<div class="an-field an-field--error">');
    expect(html).toContain(`<p class="an-field__error" id="${props.id}-error"><span class="an-visually-hidden">Fout: </span>${props.error}</p>`);
    expect(tagWithId(html, props.id)).toContain(`aria-describedby="${props.id}-hint ${props.id}-error"`);
    expect(tagWithId(html, props.id)).toContain('aria-invalid="true"');
  });

  it('keeps what the visitor typed and never cuts it off with maxlength', () => {
    for (const { props } of textFieldExamples) {
      const html = render(<TextField {...props} />);
      if (props.value) expect(html).toContain(`value="${props.value}"`);
      expect(html).not.toContain('maxlength');
    }
  });

  it('gives e-mail and telephone their input type and autocomplete', () => {
    const html = textFieldExamples.map((e) => render(<TextField {...e.props} />)).join('');
    expect(html).toMatch(/<input(?=[^>]*type="email")(?=[^>]*autoComplete="email")/i);
    expect(html).toMatch(/<input(?=[^>]*type="tel")(?=[^>]*autoComplete="tel")/i);
  });

  it('has no description without hint or error, and no invalid mark', () => {
    const html = render(<TextField id="x" name="x" label="Naam" />);
    expect(html).toMatch(/^<div class="an-field"><label class="an-field__label" for="x">Naam<\/label><input [^>]*\/><\/div>$/);
    expect(html).not.toMatch(/aria-describedby|aria-invalid|an-field__hint|an-field__error/);
  });

  it('lets a form keep its own hint and error ids and put a row around the control', () => {
    const html = render(
      <Field id="nb-email" ids={{ hint: 'nb-hint', error: 'nb-error' }} label="E-mailadres" hint="Bijvoorbeeld naam@voorbeeld.nl" error="Vul je e-mailadres in.">
        <div className="rij">
          <TextInput name="email" type="email" />
        </div>
      </Field>,
    );
    expect(html).toContain('<p class="an-field__hint" id="nb-hint">');
    expect(html).toMatch(/<div class="rij"><input class="an-input" id="nb-email"[^>]*><\/div>/);
    expect(tagWithId(html, 'nb-email')).toContain('aria-describedby="nb-hint nb-error"');
  });
});

describe('text area', () => {
  it.each(textAreaExamples.map((e) => [e.name, e.props] as const))('%s: labelled, described, value kept', (_, props) => {
    const html = render(<TextAreaField {...props} />);
    expect(labelsWithoutControl(html)).toEqual([]);
    expect(missingDescriptions(html)).toEqual([]);
    expect(tagWithId(html, props.id)).toMatch(/^<textarea class="an-textarea"/);
    if (props.value) expect(html).toContain(`>${props.value}</textarea>`);
    if (props.error) expect(tagWithId(html, props.id)).toContain('aria-invalid="true"');
  });
});
