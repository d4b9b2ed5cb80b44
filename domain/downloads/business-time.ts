/**
 * Times written into export files and download names are China time whatever the server's zone,
 * so a file made on a UTC server shows the hours its readers expect.
 */
const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function parts(date: Date) {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(date)) p[part.type] = part.value;
  return { y: p.year!, mo: p.month!, d: p.day!, h: p.hour!, mi: p.minute!, s: p.second! };
}

/** 'YYYY-MM-DD HH:mm:ss' in business time. */
export function formatBusinessTime(date: Date): string {
  const p = parts(date);
  return `${p.y}-${p.mo}-${p.d} ${p.h}:${p.mi}:${p.s}`;
}

/** The business day as YYYYMMDD (order and event numbers carry it): China's day, not UTC's. */
export function businessDay(date: Date): string {
  const p = parts(date);
  return `${p.y}${p.mo}${p.d}`;
}

/** A download item's name: the source's name and YYYYMMDDHHmmss, e.g. 人员数据20250102030405. */
export function exportName(sourceName: string, date: Date): string {
  const p = parts(date);
  return `${sourceName}${p.y}${p.mo}${p.d}${p.h}${p.mi}${p.s}`;
}
