import { Spin } from '@arco-design/web-react';
import { useEffect, useState } from 'react';

export interface QrCodeImageProps {
  text: string;
  size?: number;
  alt: string;
}

/** A QR code of `text`; the encoder is fetched on first use so it stays out of the first-load bundle. */
export function QrCodeImage({ text, size = 160, alt }: QrCodeImageProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setSrc(null);
    setFailed(false);
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, width: size }))
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [text, size]);

  if (failed) return <span>二维码生成失败，请刷新后重试</span>;
  if (!src) return <Spin style={{ display: 'block', width: size, height: size, lineHeight: `${size}px`, textAlign: 'center' }} />;
  return <img src={src} alt={alt} width={size} height={size} />;
}
