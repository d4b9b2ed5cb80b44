const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
const STEP = 1024;

/** '0 Bytes', '512 Bytes', '1.50 KB', '3.00 MB' ... up to YB; empty or non-positive input gives '0 Bytes'. */
export function formatBytes(value: number | string | null | undefined): string {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(n) / Math.log(STEP)), UNITS.length - 1);
  if (unit <= 0) return `${Math.round(n)} Bytes`;
  return `${(n / STEP ** unit).toFixed(2)} ${UNITS[unit]}`;
}
