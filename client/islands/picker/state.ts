/**
 * The image picker's states (spec section 4, "Image picker"; section 3:
 * selected, pending and to-delete image) as one pure function of a state and
 * an event, so the table in ./state.test.ts states every transition:
 * closed to open; a click sets the pending selection; confirm (or a double
 * click) selects it and closes; delete asks first, removes the picture, and
 * on failure returns to the pending selection; the upload modal goes to
 * uploading, success clears and closes it, failure closes it; 'Load more'
 * appends; reset clears the selection; a typed address becomes a selected
 * image named custom. In read mode (spec section 6) uploading and deleting
 * do nothing. The list itself is remote data (not loaded, loading, loaded,
 * failed, unauthorized, connection error).
 */
import type { PictureView } from '../../../shared/model/pictures';

export type ListState = 'notLoaded' | 'loading' | 'loaded' | 'failed' | 'unauthorized' | 'connectionError';

export interface Chosen {
  name: string;
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface PickerState {
  open: boolean;
  readOnly: boolean;
  list: ListState;
  items: PictureView[];
  total: number;
  /** The selected image (the field's value). */
  selected: Chosen | null;
  /** The image clicked in the list, waiting for 'Use this image'. */
  pending: string | null;
  /** The image whose deletion waits for its confirmation, or is being deleted. */
  toDelete: string | null;
  upload: 'closed' | 'open' | 'uploading';
  /** The last outcome worth telling (a key the view puts in Dutch), or null. */
  message: { kind: 'uploaded' | 'deleted' | 'deleteFailed' | 'uploadFailed'; name: string; error?: string } | null;
}

export type PickerEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'loading' }
  | { type: 'loaded'; items: PictureView[]; total: number; append: boolean }
  | { type: 'loadFailed'; state: 'failed' | 'unauthorized' | 'connectionError' }
  | { type: 'pend'; name: string }
  | { type: 'confirm' }
  | { type: 'typedUrl'; url: string }
  | { type: 'reset' }
  | { type: 'askDelete'; name: string }
  | { type: 'cancelDelete' }
  | { type: 'deleted'; name: string }
  | { type: 'deleteFailed' }
  | { type: 'uploadOpen' }
  | { type: 'uploadCancel' }
  | { type: 'uploadStart' }
  | { type: 'uploaded'; item: PictureView }
  | { type: 'uploadFailed'; error: string };

export const CUSTOM = 'custom';

export function initialState(readOnly: boolean, selected: Chosen | null = null): PickerState {
  return { open: false, readOnly, list: 'notLoaded', items: [], total: 0, selected, pending: null, toDelete: null, upload: 'closed', message: null };
}

const chosenOf = (item: PictureView): Chosen => ({ name: item.name, url: item.url, alt: item.alt, width: item.width, height: item.height });

export function pickerReducer(s: PickerState, e: PickerEvent): PickerState {
  switch (e.type) {
    case 'open':
      return { ...s, open: true, pending: s.selected && s.selected.name !== CUSTOM ? s.selected.name : null, message: null };
    case 'close':
      return { ...s, open: false, pending: null, toDelete: null, upload: 'closed' };
    case 'loading':
      return { ...s, list: 'loading' };
    case 'loaded': {
      const items = e.append ? [...s.items, ...e.items.filter((i) => !s.items.some((o) => o.name === i.name))] : e.items;
      return { ...s, list: 'loaded', items, total: e.total };
    }
    case 'loadFailed':
      return { ...s, list: e.state };
    case 'pend':
      return s.items.some((i) => i.name === e.name) ? { ...s, pending: e.name } : s;
    case 'confirm': {
      const item = s.items.find((i) => i.name === s.pending);
      return item ? { ...s, selected: chosenOf(item), pending: null, open: false } : s;
    }
    case 'typedUrl':
      return e.url.trim() ? { ...s, selected: { name: CUSTOM, url: e.url.trim(), alt: '', width: null, height: null }, pending: null, open: false } : s;
    case 'reset':
      return { ...s, selected: null, pending: null };
    case 'askDelete':
      return s.readOnly || !s.items.some((i) => i.name === e.name) ? s : { ...s, toDelete: e.name, pending: e.name };
    case 'cancelDelete':
      return { ...s, toDelete: null };
    case 'deleted':
      return {
        ...s,
        items: s.items.filter((i) => i.name !== e.name),
        total: Math.max(0, s.total - 1),
        toDelete: null,
        pending: s.pending === e.name ? null : s.pending,
        selected: s.selected?.name === e.name ? null : s.selected,
        message: { kind: 'deleted', name: e.name },
      };
    case 'deleteFailed':
      // Back to the pending selection (spec section 4).
      return s.toDelete ? { ...s, pending: s.toDelete, toDelete: null, message: { kind: 'deleteFailed', name: s.toDelete } } : s;
    case 'uploadOpen':
      return s.readOnly ? s : { ...s, upload: 'open', message: null };
    case 'uploadCancel':
      return s.upload === 'uploading' ? s : { ...s, upload: 'closed' };
    case 'uploadStart':
      return s.upload === 'open' ? { ...s, upload: 'uploading' } : s;
    case 'uploaded':
      return { ...s, upload: 'closed', items: [e.item, ...s.items], total: s.total + 1, pending: e.item.name, message: { kind: 'uploaded', name: e.item.name } };
    case 'uploadFailed':
      return { ...s, upload: 'closed', message: { kind: 'uploadFailed', name: '', error: e.error } };
  }
}
