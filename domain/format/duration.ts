const pad = (n: number) => String(n).padStart(2, '0');

/** A duration in seconds as 'mm:ss'; minutes keep counting past 59 (75 minutes is '75:00'). */
export function formatDuration(seconds: number | null | undefined): string {
  const total = Math.max(0, Math.floor(Number(seconds) || 0));
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}
