import { HostMessages } from './host-adapter';

// The Shape Detection API is not in TypeScript's DOM types yet.
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new () => BarcodeDetectorLike;

/** How often a frame of the camera is searched for a code. */
const DETECT_EVERY_MS = 200;

const detectorClass = () => (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, css: string, attrs: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.style.cssText = css;
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
}

/** The camera's picture over the whole screen, with a cancel button; plain DOM, so any page can show it. */
function cameraView() {
  const overlay = element('div', 'position:fixed;inset:0;z-index:2147483000;background:#000;display:flex;flex-direction:column', { role: 'dialog', 'aria-label': '扫码' });
  const video = element('video', 'flex:1;min-height:0;width:100%;object-fit:cover', { playsinline: '', muted: '' });
  video.muted = true;
  const cancel = element('button', 'min-height:56px;border:0;background:#222;color:#fff;font:16px sans-serif', { type: 'button' });
  cancel.textContent = '取消';
  overlay.append(video, cancel);
  document.body.append(overlay);
  return { overlay, video, cancel };
}

/** Reads one frame of the camera: the code's text, or null when the frame shows none. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The largest side a frame is searched at by jsQR: enough for a code held to a desk camera, and quick. */
const JSQR_SIDE = 640;

/**
 * The BarcodeDetector API where the browser has it (QR codes and barcodes); elsewhere (Chromium on Linux
 * and Windows, Firefox) QR codes by jsQR, loaded only now, so no first-load chunk carries it.
 */
async function frameReader(): Promise<FrameReader | null> {
  const Detector = detectorClass();
  if (Detector) {
    const detector = new Detector();
    return async (video) => (await detector.detect(video))[0]?.rawValue || null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  return async (video) => {
    const scale = Math.min(1, JSQR_SIDE / Math.max(video.videoWidth, video.videoHeight, 1));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    if (canvas.width === 0 || canvas.height === 0) return null;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data || null;
  };
}

/**
 * The plain browser's scanner: the rear camera (a desk's webcam on a PC) through getUserMedia, each frame
 * searched with the BarcodeDetector API or jsQR. Where there is no camera (or it is refused) it says that
 * scanning needs the host app or a browser with a camera. Resolves the code's text, or null when cancelled.
 */
export async function scanWithCamera(): Promise<string | null> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error(HostMessages.scanUnsupported);
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch {
    throw new Error(HostMessages.scanUnsupported);
  }
  const read = await frameReader().catch(() => null);
  if (!read) {
    for (const track of stream.getTracks()) track.stop();
    throw new Error(HostMessages.scanFailed);
  }
  const { overlay, video, cancel } = cameraView();
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const finish = (code: string | null, error?: Error) => {
      done = true;
      clearTimeout(timer);
      for (const track of stream.getTracks()) track.stop();
      overlay.remove();
      if (error) reject(error);
      else resolve(code);
    };
    const look = async () => {
      if (done) return;
      try {
        const code = video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA ? await read(video) : null;
        if (code) return finish(code);
      } catch {
        return finish(null, new Error(HostMessages.scanFailed));
      }
      timer = setTimeout(() => void look(), DETECT_EVERY_MS);
    };
    cancel.addEventListener('click', () => finish(null));
    video.srcObject = stream;
    video.play().then(look, () => finish(null, new Error(HostMessages.scanFailed)));
  });
}
