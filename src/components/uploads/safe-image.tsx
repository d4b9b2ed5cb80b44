import { IconImageClose } from '@arco-design/web-react/icon';
import { useState, type ImgHTMLAttributes } from 'react';
import { UploadTexts } from '@domain/uploads/uploads.constants';

export type SafeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'>;

const placeholderStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  minHeight: 40,
  background: 'var(--color-fill-2)',
  color: 'var(--color-text-3)',
  fontSize: 20,
};

/** An image that shows a placeholder instead when it has no address or fails to load (spec part 1 section 8). */
export function SafeImage({ src, alt, width, height, style, className, ...rest }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src)
    return (
      <span role="img" aria-label={UploadTexts.imageBroken} title={alt} className={className} style={{ ...placeholderStyle, width, height, ...style }}>
        <IconImageClose />
      </span>
    );
  return <img src={src} alt={alt} width={width} height={height} style={style} className={className} onError={() => setFailedSrc(src)} {...rest} />;
}
