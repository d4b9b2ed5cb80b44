import { deflateSync } from 'node:zlib';
import { UploadKind } from '@domain/uploads/uploads.constants';
import type { Database } from '../../db/database';
import type { FileStore } from '../../lib/storage/file-store';
import { storeUpload } from '../uploads/uploads.public';

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const frame = Buffer.alloc(8);
  frame.writeUInt32BE(data.length, 0);
  frame.writeUInt32BE(crc32(body), 4);
  return Buffer.concat([frame.subarray(0, 4), body, frame.subarray(4)]);
}

/**
 * A demo good's picture, drawn here (the seed ships no image files): a 4:3 RGB PNG in the good's colour,
 * lighter towards the bottom, with a white disc in the middle where a product photo would stand.
 */
export function demoGoodsPng(colour: Rgb, width = 400, height = 300): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0: the row as it is
    const light = (y / height) * 0.5;
    for (let x = 0; x < width; x++) {
      const disc = Math.hypot(x - width / 2, y - height / 2) < height / 4;
      row.set(disc ? [255, 255, 255] : colour.map((c) => Math.round(c + (255 - c) * light)), 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, not interlaced
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** The picture of a demo good stored through the uploads (the one way files are stored): its address for the good's `images`. */
export async function storeDemoGoodsPicture(database: Database, storage: FileStore, who: { enterpriseId: number; userId: number }, name: string, colour: Rgb): Promise<string> {
  return (await storeUpload(database, storage, { enterpriseId: who.enterpriseId, userId: who.userId }, { kind: UploadKind.image, name: `${name}.png`, bytes: demoGoodsPng(colour) })).url;
}
