import { spawn } from 'node:child_process';

/**
 * WeCom voice is AMR, which no browser plays: Debian's ffmpeg (its own AMR-NB decoder, LAME for the
 * MP3) turns it into a small mono MP3. Answers null when ffmpeg is missing or the bytes are not AMR,
 * and the message then keeps only WeCom's media id.
 */
export function amrToMp3(amr: Buffer): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const ffmpeg = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'amr', '-i', 'pipe:0', '-f', 'mp3', '-ac', '1', '-b:a', '32k', 'pipe:1'], { stdio: ['pipe', 'pipe', 'ignore'], timeout: 30_000 });
    const out: Buffer[] = [];
    ffmpeg.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    ffmpeg.on('error', () => resolve(null));
    ffmpeg.on('close', (code) => resolve(code === 0 && out.length > 0 ? Buffer.concat(out) : null));
    ffmpeg.stdin.on('error', () => undefined); // ffmpeg quitting early closes its input: the exit code says so
    ffmpeg.stdin.end(amr);
  });
}
