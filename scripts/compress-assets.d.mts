export interface CompressedTotals {
  files: number;
  raw: number;
  br: number;
  gzip: number;
}
export function compressDist(distDir: string): Promise<CompressedTotals>;
