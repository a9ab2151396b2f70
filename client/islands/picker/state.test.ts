import { describe, expect, it } from 'vitest';
import type { PictureView } from '../../../shared/model/pictures';
import { CUSTOM, initialState, pickerReducer, type PickerEvent, type PickerState } from './state';

const pic = (name: string): PictureView => ({ name, url: `/blobstorage/pictures/${name}`, thumb: `/blobstorage/pictures-380x235/${name}`, alt: `alt ${name}`, width: 800, height: 600, createdOn: '2026-11-01T10:00:00Z' });
const loaded = (readOnly = false): PickerState => ({ ...initialState(readOnly), open: true, list: 'loaded', items: [pic('a.jpg'), pic('b.jpg')], total: 30 });

/** [what happens, state before, event, what must be true after] */
const TABLE: [string, PickerState, PickerEvent, Partial<PickerState>][] = [
  ['opening a closed picker', initialState(false), { type: 'open' }, { open: true, pending: null }],
  ['loading the list', { ...initialState(false), open: true }, { type: 'loading' }, { list: 'loading' }],
  ['a failed list', { ...loaded(), list: 'loading' }, { type: 'loadFailed', state: 'failed' }, { list: 'failed' }],
  ['an unauthorized list', { ...loaded(), list: 'loading' }, { type: 'loadFailed', state: 'unauthorized' }, { list: 'unauthorized' }],
  ['no connection', { ...loaded(), list: 'loading' }, { type: 'loadFailed', state: 'connectionError' }, { list: 'connectionError' }],
  ['a click sets the pending selection', loaded(), { type: 'pend', name: 'b.jpg' }, { pending: 'b.jpg', selected: null, open: true }],
  ['a click on a name not in the list does nothing', loaded(), { type: 'pend', name: 'x.jpg' }, { pending: null }],
  ['confirm selects the pending image and closes', { ...loaded(), pending: 'b.jpg' }, { type: 'confirm' }, { open: false, pending: null, selected: { name: 'b.jpg', url: '/blobstorage/pictures/b.jpg', alt: 'alt b.jpg', width: 800, height: 600 } }],
  ['confirm without a pending image does nothing', loaded(), { type: 'confirm' }, { open: true, selected: null }],
  ['a typed address becomes a selected image named custom', loaded(), { type: 'typedUrl', url: ' /blobstorage/pictures/c.jpg ' }, { open: false, selected: { name: CUSTOM, url: '/blobstorage/pictures/c.jpg', alt: '', width: null, height: null } }],
  ['an empty typed address does nothing', loaded(), { type: 'typedUrl', url: '  ' }, { open: true, selected: null }],
  ['reset clears the selection', { ...loaded(), selected: { name: 'a.jpg', url: '', alt: '', width: null, height: null }, pending: 'b.jpg' }, { type: 'reset' }, { selected: null, pending: null }],
  ['delete asks first', loaded(), { type: 'askDelete', name: 'a.jpg' }, { toDelete: 'a.jpg', pending: 'a.jpg' }],
  ['in read mode delete does nothing', loaded(true), { type: 'askDelete', name: 'a.jpg' }, { toDelete: null }],
  ['no to the question keeps the image', { ...loaded(), toDelete: 'a.jpg' }, { type: 'cancelDelete' }, { toDelete: null, total: 30 }],
  ['a deletion removes the image from the list', { ...loaded(), toDelete: 'a.jpg', pending: 'a.jpg' }, { type: 'deleted', name: 'a.jpg' }, { items: [pic('b.jpg')], total: 29, toDelete: null, pending: null, message: { kind: 'deleted', name: 'a.jpg' } }],
  ['a failed deletion returns to the pending selection', { ...loaded(), toDelete: 'a.jpg', pending: null }, { type: 'deleteFailed' }, { toDelete: null, pending: 'a.jpg', items: [pic('a.jpg'), pic('b.jpg')] }],
  ['the upload modal opens', loaded(), { type: 'uploadOpen' }, { upload: 'open' }],
  ['in read mode the upload modal stays shut', loaded(true), { type: 'uploadOpen' }, { upload: 'closed' }],
  ['sending the file sets uploading', { ...loaded(), upload: 'open' }, { type: 'uploadStart' }, { upload: 'uploading' }],
  ['while uploading, cancel does nothing', { ...loaded(), upload: 'uploading' }, { type: 'uploadCancel' }, { upload: 'uploading' }],
  ['success clears and closes the modal, the new image first and pending', { ...loaded(), upload: 'uploading' }, { type: 'uploaded', item: pic('n.jpg') }, { upload: 'closed', total: 31, pending: 'n.jpg', items: [pic('n.jpg'), pic('a.jpg'), pic('b.jpg')] }],
  ['failure closes the modal with its message', { ...loaded(), upload: 'uploading' }, { type: 'uploadFailed', error: 'FileType' }, { upload: 'closed', message: { kind: 'uploadFailed', name: '', error: 'FileType' } }],
  ['load more appends', loaded(), { type: 'loaded', items: [pic('c.jpg')], total: 30, append: true }, { items: [pic('a.jpg'), pic('b.jpg'), pic('c.jpg')] }],
  ['closing forgets the pending selection but keeps the selected image', { ...loaded(), pending: 'a.jpg', selected: { name: 'b.jpg', url: '', alt: '', width: null, height: null } }, { type: 'close' }, { open: false, pending: null, selected: { name: 'b.jpg', url: '', alt: '', width: null, height: null } }],
];

describe('the image picker\'s states (spec section 4)', () => {
  it.each(TABLE)('%s', (_what, before, event, after) => {
    expect(pickerReducer(before, event)).toMatchObject(after);
  });
});
