/**
 * The certificate as a JPEG (spec section 9; issue 40): the name, the
 * training, the date and the verification code, drawn on the server by a small
 * rasterizer (./raster.ts) with the Atkinson Hyperlegible outlines
 * (./font-data.ts) and encoded by ./jpeg.ts. No WebAssembly, no browser: this
 * module and what it imports are loaded only by the certificate's image route
 * (a dynamic import), so other requests never parse them.
 */
import { formatDate } from '../../shared/format/date';
import { CERTIFICATE_HEIGHT as H, CERTIFICATE_WIDTH as W, type CertificateView } from '../../shared/pages/training/certificate';
import { fill } from '../../shared/texts/fill';
import { nl } from '../../shared/texts/nl';
import { BOLD, REGULAR, type FontData } from './font-data';
import { encodeJpeg } from './jpeg';
import { Canvas, circle, frame, type Rgb } from './raster';
import { fitSize, measure, textPath, wrap } from './text';

const PAPER: Rgb = [251, 248, 242];
const BLUE: Rgb = [0, 75, 135];
const INK: Rgb = [26, 26, 26];
const GOLD: Rgb = [176, 132, 40];
const WHITE: Rgb = [255, 255, 255];
const TEXT_WIDTH = W - 240;

function centred(canvas: Canvas, font: FontData, text: string, size: number, baseline: number, color: Rgb): void {
  canvas.fill(textPath(font, text, size, (W - measure(font, text, size)) / 2, baseline), color);
}

/** The certificate's pixels (RGBA), W × H. */
export function drawCertificate(cert: CertificateView, checkAddress: string): Canvas {
  const t = nl.training.certificateImage;
  const canvas = new Canvas(W, H, PAPER);
  canvas.fill(frame(24, 24, W - 48, H - 48, 12), BLUE);
  canvas.fill(frame(48, 48, W - 96, H - 96, 2), GOLD);

  centred(canvas, REGULAR, t.organisation, 28, 120, BLUE);
  centred(canvas, BOLD, t.title, 76, 214, INK);
  centred(canvas, REGULAR, t.declares, 28, 286, INK);
  const nameSize = fitSize(BOLD, cert.name, 58, TEXT_WIDTH);
  centred(canvas, BOLD, cert.name, nameSize, 366, BLUE);
  canvas.fill(frame((W - 520) / 2, 386, 520, 2, 1), GOLD);
  centred(canvas, REGULAR, t.completed, 28, 440, INK);
  const titleLines = wrap(BOLD, cert.trainingTitle, 40, TEXT_WIDTH).slice(0, 2);
  titleLines.forEach((line, i) => centred(canvas, BOLD, line, fitSize(BOLD, line, 40, TEXT_WIDTH), 500 + i * 50, INK));

  // The GOED method: four letters in circles, and the four words under them.
  const top = titleLines.length > 1 ? 612 : 590;
  ['G', 'O', 'E', 'D'].forEach((letter, i) => {
    const cx = W / 2 + (i - 1.5) * 76;
    canvas.fill(circle(cx, top, 28), BLUE);
    canvas.fill(textPath(BOLD, letter, 34, cx - measure(BOLD, letter, 34) / 2, top + 12), WHITE);
  });
  centred(canvas, REGULAR, t.goed, 20, top + 62, INK);

  const date = fill(t.date, { datum: formatDate(cert.issuedAt) });
  canvas.fill(textPath(REGULAR, date, 22, 96, H - 96), INK);
  const code = fill(t.code, { code: cert.code });
  canvas.fill(textPath(BOLD, code, 22, W - 96 - measure(BOLD, code, 22), H - 112), INK);
  const check = fill(t.check, { adres: checkAddress });
  const checkSize = fitSize(REGULAR, check, 18, W / 2 - 96);
  canvas.fill(textPath(REGULAR, check, checkSize, W - 96 - measure(REGULAR, check, checkSize), H - 84), INK);
  return canvas;
}

/** The certificate as JPEG bytes. */
export function certificateJpeg(cert: CertificateView, checkAddress: string): Uint8Array<ArrayBuffer> {
  const canvas = drawCertificate(cert, checkAddress);
  return encodeJpeg(canvas.data, W, H, 88);
}
