/**
 * The 40 demo pictures of the editors' storage: drawn, not photographed (a
 * sky, a sun or moon and hills in a palette per scene), encoded as JPEG and
 * stored with every resized copy the way an upload is (worker/community/
 * pictures/resize.ts, the same Photon code), under names of their own with a
 * fixed suffix so each seeding gives the same addresses. Their alt texts say
 * honestly that they are drawings.
 */
import { COPY_SIZES, pictureKey, pictureNameFor } from '../../../../shared/format/blob-images';
import { encodePixels, makeCopies } from '../../pictures/resize';

/**
 * Stored at 1200x800, drawn at half that and scaled up (a drawing of
 * gradients loses nothing): 40 of them cost about 4 s of CPU here, so
 * `npm start` on a fresh machine stays quick.
 */
const WIDTH = 1200;
const HEIGHT = 800;
const DRAW_W = 600;
const DRAW_H = 400;

type RGB = [number, number, number];
interface Scene {
  name: string;
  alt: string;
  sky: [RGB, RGB];
  land: RGB;
  sun: RGB;
}

const PALETTES: { words: string; sky: [RGB, RGB]; land: RGB; sun: RGB }[] = [
  { words: 'bij zonsopgang', sky: [[250, 200, 150], [255, 236, 200]], land: [90, 120, 70], sun: [255, 170, 60] },
  { words: 'op een zomerdag', sky: [[90, 160, 230], [200, 230, 250]], land: [110, 160, 80], sun: [255, 230, 120] },
  { words: 'in de avondzon', sky: [[200, 90, 90], [250, 190, 120]], land: [70, 60, 80], sun: [255, 120, 60] },
  { words: 'in de schemering', sky: [[40, 40, 90], [120, 90, 150]], land: [30, 40, 50], sun: [240, 240, 220] },
];
const PLACES = ['duinen', 'polder', 'heide', 'rivier', 'bos', 'strand', 'tuin', 'park', 'weiland', 'meer'];

export const DEMO_SCENES: readonly Scene[] = PALETTES.flatMap((p) =>
  PLACES.map((place) => ({ name: `${place} ${p.words}`, alt: `Getekend landschap: ${place} ${p.words}`, sky: p.sky, land: p.land, sun: p.sun })),
);

const mix = (a: RGB, b: RGB, t: number): RGB => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

function draw(scene: Scene, index: number): Uint8Array {
  const [W, H] = [DRAW_W, DRAW_H];
  const px = new Uint8Array(W * H * 4);
  const sunX = W * (0.2 + ((index * 37) % 60) / 100);
  const sunY = H * (0.25 + ((index * 13) % 20) / 100);
  const sunR = H * 0.08;
  const hills = Array.from({ length: W }, (_, x) => H * (0.62 + 0.06 * Math.sin((x / W) * Math.PI * (2 + (index % 3)) + index) + 0.03 * Math.sin((x / W) * Math.PI * 7)));
  const sky = Array.from({ length: H }, (_, y) => mix(scene.sky[0], scene.sky[1], Math.min(1, y / (H * 0.7))));
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      const ground = y - hills[x]!;
      let c: RGB;
      if (ground > 0) c = mix(scene.land, [20, 30, 20], ground / H);
      else {
        const dx = x - sunX;
        const dy = y - sunY;
        const near = Math.abs(dx) < sunR * 2.2 && Math.abs(dy) < sunR * 2.2;
        const d = near ? Math.sqrt(dx * dx + dy * dy) : Infinity;
        c = d < sunR ? scene.sun : d < sunR * 2.2 ? mix(scene.sun, sky[y]!, (d - sunR) / (sunR * 1.2)) : sky[y]!;
      }
      px[i] = c[0];
      px[i + 1] = c[1];
      px[i + 2] = c[2];
      px[i + 3] = 255;
    }
  }
  return encodePixels(px, W, H, 'image/jpeg', { width: WIDTH, height: HEIGHT });
}

export interface DemoPicture {
  name: string;
  alt: string;
  bytes: number;
  width: number;
  height: number;
}

/** The name a demo picture has in storage: its scene and a fixed suffix. */
export const demoPictureName = (i: number): string => pictureNameFor(DEMO_SCENES[i]!.name, 'image/jpeg', `d${String(i).padStart(5, '0')}`);

/**
 * Draws and stores the pictures not stored yet; returns all of them. The
 * first `withCopies` (2) get every copy now; the others' copies are made when
 * first asked for (worker/routes/blobstorage.ts), because making all 320 at
 * once costs minutes of CPU on a small machine and `npm start` must stay quick.
 */
export async function storeDemoPictures(bucket: R2Bucket, count: number, withCopies = 2): Promise<DemoPicture[]> {
  const out: DemoPicture[] = [];
  for (let i = 0; i < count; i++) {
    const scene = DEMO_SCENES[i % DEMO_SCENES.length]!;
    const name = demoPictureName(i % DEMO_SCENES.length);
    const head = await bucket.head(pictureKey(name));
    if (head) {
      out.push({ name, alt: scene.alt, bytes: head.size, width: WIDTH, height: HEIGHT });
      continue;
    }
    const bytes = draw(scene, i);
    const meta = { httpMetadata: { contentType: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' } };
    if (i < withCopies) for (const copy of makeCopies(bytes, 'image/jpeg', COPY_SIZES).copies) await bucket.put(pictureKey(name, copy.size), copy.bytes, meta);
    await bucket.put(pictureKey(name), bytes, meta);
    out.push({ name, alt: scene.alt, bytes: bytes.byteLength, width: WIDTH, height: HEIGHT });
  }
  return out;
}
