import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToErrors } from '../check';
import { visibleFields } from './fields';
import { APPLICATION_SCHEMAS } from './schema';
import { sniffDocument } from './sniff';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF');
const DOC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('....[Content_Types].xml....word/document.xml')]);
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('....payload.exe')]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('a document by its content (magic bytes)', () => {
  it.each([
    ['a PDF', PDF, 'pdf'],
    ['a Word 97-2003 document', DOC, 'doc'],
    ['a .docx (a ZIP with word/)', DOCX, 'docx'],
    ['another ZIP', ZIP, null],
    ['a Windows program', EXE, null],
    ['an image', PNG, null],
    ['nothing', new Uint8Array(), null],
  ])('reads %s as %s', (_, bytes, kind) => {
    expect(sniffDocument(bytes)).toBe(kind);
  });
});

const valid = { gender: 'female', firstName: ' Anna ', insertion: '', lastName: 'Vries', city: 'Utrecht', phone: '0612345678', email: 'anna@voorbeeld.nl', motivation: '' };
const check = async (kind: 'short' | 'long' | 'corporate', input: Record<string, unknown>) => {
  const result = await v.safeParseAsync(APPLICATION_SCHEMAS[kind], input);
  return result.success ? { ok: true as const, value: result.output } : { ok: false as const, ...issuesToErrors(result.issues, visibleFields(kind)) };
};

describe('the application schemas (the worker is the authority)', () => {
  it('trims and takes a valid short form, dropping long-only fields it was sent', async () => {
    const result = await check('short', { ...valid, linkedIn: 'x'.repeat(1000), education: 'Hbo' });
    expect(result).toEqual({ ok: true, value: { ...valid, firstName: 'Anna' } });
  });

  it('gives one key per field, the first problem found', async () => {
    const result = await check('long', { ...valid, firstName: '', phone: '12', city: 'Zwolle 2', cv: new File([EXE], 'cv.pdf') });
    expect(result).toEqual({ ok: false, general: false, errors: { firstName: 'FieldMandatory', phone: 'InvalidPhoneNumber', city: 'InvalidPlace', cv: 'FileTypeForbidden' } });
  });

  it('takes a CV by its content and keeps its bytes', async () => {
    const result = await check('long', { ...valid, cv: new File([DOCX], 'mijn cv.docx') });
    expect(result.ok && result.value.cv).toMatchObject({ name: 'mijn cv.docx', kind: 'docx' });
  });

  it('needs motivation and CV on the corporate form; an empty file input is no file', async () => {
    const result = await check('corporate', { ...valid, cv: new File([], '') });
    expect(result).toMatchObject({ ok: false, errors: { motivation: 'FieldMandatory', cv: 'FileMandatory' } });
  });

  it('treats a gender outside its options as a broken form (general error)', async () => {
    expect(await check('short', { ...valid, gender: 'x' })).toEqual({ ok: false, general: true, errors: {} });
  });
});
