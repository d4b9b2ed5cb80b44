import QRCode from 'qrcode';

// Level M survives a scuffed sticker; the quiet zone of 2 modules is what phone scanners need.
const OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 320 } as const;

/** The code's PNG image as a data URL (downloads and printed sheets). */
export const qrDataUrl = (content: string) => QRCode.toDataURL(content, OPTIONS);

/** The code's PNG image (an <img> source). */
export const qrPng = (content: string) => QRCode.toBuffer(content, { ...OPTIONS, type: 'png' });
