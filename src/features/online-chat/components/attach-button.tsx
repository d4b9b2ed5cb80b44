import { Button } from '@arco-design/web-react';
import { useRef } from 'react';
import { UPLOAD_ACCEPT } from '@domain/uploads/uploads.constants';
import type { AttachKind } from '../use-send-attachment';

/** What each kind's picker offers: WeCom takes JPG/PNG images, AMR voice and MP4 video (the server says so otherwise). */
const ACCEPT: Record<AttachKind, string> = { image: UPLOAD_ACCEPT.image, file: UPLOAD_ACCEPT.file, voice: '.amr', video: '.mp4' };

/** A button that picks one image, file, voice (AMR) or video (MP4) to send. */
export function AttachButton({ kind, label, disabled, onPick, size = 'small' }: { kind: AttachKind; label: string; disabled: boolean; onPick: (file: File) => void; size?: 'mini' | 'small' | 'default' }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size={size} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={`发送${label}`}
        accept={ACCEPT[kind]}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}
