import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { OrderSheet, SheetSection } from './order-sheet';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Noto Sans SC (SIL Open Font Licence) comes with the npm install, so Chinese renders on a machine
 * without system fonts; pdfkit embeds only the glyphs a document uses (a few kilobytes, not 10 MB).
 */
const FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
const FONT = 'NotoSansSC';

const MARGIN = 40;
const LABEL_WIDTH = 90;
const GAP = 8;
const GREY = '#86909c';
const LINE = '#e5e6eb';

let fontBytes: Promise<Buffer> | null = null;
/** Read once per process; pdfkit is loaded on the first PDF, so starting the server costs nothing. */
const loadFont = () => (fontBytes ??= readFile(createRequire(import.meta.url).resolve(FONT_FILE)));

/**
 * A PDF of the sheets, one order from a fresh page each, as a readable stream that is already
 * complete (pipe it to a file or a reply).
 */
export async function sheetsPdf(sheets: OrderSheet[], title: string): Promise<Doc> {
  const [{ default: PdfKit }, font] = await Promise.all([import('pdfkit'), loadFont()]);
  const doc = new PdfKit({ size: 'A4', margin: MARGIN, autoFirstPage: false, info: { Title: title, Creator: '服务工单' } });
  doc.registerFont(FONT, font);
  for (const sheet of sheets) writeSheet(doc, sheet);
  doc.end();
  return doc;
}

function writeSheet(doc: Doc, sheet: OrderSheet) {
  doc.addPage().font(FONT);
  doc.fontSize(16).fillColor('black').text(sheet.title, { width: contentWidth(doc) });
  doc.moveDown(0.2).fontSize(9).fillColor(GREY).text(sheet.subtitle, { width: contentWidth(doc) });
  for (const section of sheet.sections) writeSection(doc, section);
}

function writeSection(doc: Doc, section: SheetSection) {
  keepRoom(doc, 40);
  doc.moveDown(0.8).fontSize(12).fillColor('black').text(section.title, MARGIN, doc.y);
  const y = doc.y + 2;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + contentWidth(doc), y).strokeColor(LINE).lineWidth(0.5).stroke();
  doc.y = y + 4;
  doc.fontSize(10);
  if (section.empty) doc.fillColor(GREY).text(section.empty, MARGIN, doc.y);
  for (const [label, value] of section.lines ?? []) writeRow(doc, [label, value], [LABEL_WIDTH, contentWidth(doc) - LABEL_WIDTH - GAP], [GREY, 'black']);
  if (section.table) {
    const { headers, widths, rows } = section.table;
    const unit = (contentWidth(doc) - GAP * (widths.length - 1)) / widths.reduce((a, b) => a + b, 0);
    const columns = widths.map((w) => w * unit);
    writeRow(doc, headers, columns, headers.map(() => GREY));
    for (const row of rows) writeRow(doc, row, columns, row.map(() => 'black'));
  }
}

/** Cells side by side, each wrapping in its width; the row moves to a new page whole when it would not fit. */
function writeRow(doc: Doc, cells: string[], widths: number[], colors: string[]) {
  const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: widths[i] })));
  keepRoom(doc, height);
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((cell, i) => {
    doc.fillColor(colors[i]).text(cell, x, top, { width: widths[i] });
    x += widths[i] + GAP;
  });
  doc.x = MARGIN;
  doc.y = top + height + 3;
}

function keepRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage().font(FONT).fontSize(10);
}

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;
