/**
 * The editors' image storage as screens and the picker read it (shared/model/
 * pictures.ts): the list in SITE_DB (editor_pictures, newest first: one walk
 * of its index), each with the address of its original and of a small copy.
 */
import { pictureUrl } from '../../../shared/format/blob-images';
import type { Viewer } from '../../../shared/model/account';
import type { PictureList, PictureReader, PictureView } from '../../../shared/model/pictures';
import { can } from '../roles';

export interface PictureRow {
  name: string;
  type: string;
  bytes: number;
  width: number;
  height: number;
  alt: string;
  created_at: string;
}

export function pictureView(row: PictureRow): PictureView {
  return {
    name: row.name,
    url: pictureUrl(row.name),
    thumb: pictureUrl(row.name, { width: 380, height: 235 }),
    alt: row.alt,
    width: row.width,
    height: row.height,
    createdOn: row.created_at,
  };
}

export async function listPictures(db: D1Database, offset: number, limit: number): Promise<PictureList> {
  const [page, count] = await db.batch<PictureRow | { n: number }>([
    db.prepare('SELECT name, type, bytes, width, height, alt, created_at FROM editor_pictures ORDER BY created_at DESC, name DESC LIMIT ?1 OFFSET ?2').bind(limit, offset),
    db.prepare('SELECT COUNT(*) AS n FROM editor_pictures'),
  ]);
  return { items: ((page?.results ?? []) as PictureRow[]).map(pictureView), total: (count?.results[0] as { n: number } | undefined)?.n ?? 0 };
}

export function pictureRow(db: D1Database, name: string): Promise<PictureRow | null> {
  return db.prepare('SELECT name, type, bytes, width, height, alt, created_at FROM editor_pictures WHERE name = ?1').bind(name).first<PictureRow>();
}

export function pictureReader(db: D1Database, viewer: Viewer | null): PictureReader {
  return {
    list: (offset, limit) => listPictures(db, offset, limit),
    get: async (name) => {
      const row = await pictureRow(db, name);
      return row ? pictureView(row) : null;
    },
    canEdit: () => can(viewer, 'edit-full'),
  };
}
