/**
 * What a document really is, by its first bytes (magic numbers), not by its
 * name: a PDF starts with `%PDF-`; a Word 97-2003 document is an OLE2
 * compound file; a .docx is a ZIP whose parts include `word/`. Anything else
 * (a renamed program, an image) is none of them.
 */
export type DocumentKind = 'pdf' | 'doc' | 'docx';

export const DOCUMENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean => magic.every((b, i) => bytes[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const WORD_PART = new TextEncoder().encode('word/');

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

export function sniffDocument(bytes: Uint8Array): DocumentKind | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE2)) return 'doc';
  // The ZIP's file names are in its local headers and central directory: a .docx names word/document.xml.
  if (startsWith(bytes, ZIP) && contains(bytes, WORD_PART)) return 'docx';
  return null;
}
