/**
 * The editors' image storage as screens and the picker see it (spec section
 * 3, "Editor image picker": alt, url, CreatedDate): the list of pictures in
 * the container 'pictures', newest first, 15 at first and 10 more per
 * 'Load more' (spec section 9).
 */
export const FIRST_PICTURES = 15;
export const MORE_PICTURES = 10;
/** Stands for a picture's name in an address the picker gets from the server (its delete address). */
export const NAME_SLOT = '__naam__';

export interface PictureView {
  name: string;
  /** The original's address (/blobstorage/pictures/{name}). */
  url: string;
  /** A small copy for the list (the card crop 380x235). */
  thumb: string;
  alt: string;
  width: number;
  height: number;
  /** ISO instant of the upload (the spec's CreatedDate). */
  createdOn: string;
}

export interface PictureList {
  items: PictureView[];
  total: number;
}

export interface PictureReader {
  /** Pictures `offset` to `offset + limit`, newest first. */
  list(offset: number, limit: number): Promise<PictureList>;
  get(name: string): Promise<PictureView | null>;
  /** Whether the viewer may upload and delete (moderators and experts); others only choose. */
  canEdit(): boolean;
}
