import jsQR from 'jsqr';
import { getDocument, OPS, Util } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Matrix = [number, number, number, number, number, number];

export interface PrintedPage {
  /** What each picture painted on the page decodes to (null: a picture that does not scan). */
  codes: (string | null)[];
  /** The page's text, pieces joined by spaces. */
  text: string;
}

interface NodeCanvas {
  canvas: unknown;
  context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray; width: number; height: number } };
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** Where the page's operator list paints pictures: each as its transform (a picture fills the unit square under it). */
function pictureTransforms(fnArray: number[], argsArray: unknown[][]): Matrix[] {
  const stack: Matrix[] = [];
  let ctm = IDENTITY;
  const found: Matrix[] = [];
  fnArray.forEach((fn, i) => {
    const args = argsArray[i];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? IDENTITY;
    else if (fn === OPS.transform) ctm = Util.transform(ctm, args as Matrix) as Matrix;
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      if (args[0]) ctm = Util.transform(ctm, args[0] as Matrix) as Matrix;
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? IDENTITY;
    else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) found.push(ctm);
  });
  return found;
}

/** The page-pixel box [x0, y0, x1, y1] that the unit square covers under a transform. */
function unitSquareBox([a, b, c, d, e, f]: Matrix): [number, number, number, number] {
  const xs = [e, a + e, c + e, a + c + e];
  const ys = [f, b + f, d + f, b + d + f];
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** jsQR over the part of a rendered page a picture covers (with a quiet-zone margin). */
function decodeArea(pixels: { data: Uint8ClampedArray; width: number }, box: [number, number, number, number]): string | null {
  const [x0, y0, x1, y1] = box.map(Math.round);
  const width = x1 - x0;
  const height = y1 - y0;
  const area = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    const from = ((y0 + row) * pixels.width + x0) * 4;
    area.set(pixels.data.subarray(from, from + width * 4), row * width * 4);
  }
  return jsQR(area, width, height)?.data ?? null;
}

/**
 * Reads a PDF as a phone would read the printed paper: renders each page (pdfjs-dist at 144 dpi), finds
 * every picture the page paints, and decodes each with jsQR; also returns each page's text.
 */
export async function readPrintedQrPdf(bytes: Uint8Array): Promise<PrintedPage[]> {
  const pdf = await getDocument({ data: bytes }).promise;
  const factory = pdf.canvasFactory as { create(w: number, h: number): NodeCanvas };
  const pages: PrintedPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: 2 });
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: canvas as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    const pixels = context.getImageData(0, 0, Math.ceil(viewport.width), Math.ceil(viewport.height));
    const { fnArray, argsArray } = await page.getOperatorList();
    const codes = pictureTransforms(fnArray, argsArray).map((matrix) => {
      const [x0, y0, x1, y1] = unitSquareBox(Util.transform(viewport.transform, matrix) as Matrix);
      const margin = (x1 - x0) * 0.08;
      const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
      return decodeArea(pixels, [clamp(x0 - margin, pixels.width), clamp(y0 - margin, pixels.height), clamp(x1 + margin, pixels.width), clamp(y1 + margin, pixels.height)]);
    });
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push({ codes, text });
  }
  return pages;
}
