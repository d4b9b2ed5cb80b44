import { Image, Link, Space } from '@arco-design/web-react';
import { IconAttachment } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { formatBytes } from '@domain/format/bytes';
import { SafeImage } from '@/components/uploads/safe-image';
import type { ReadProps } from './control-types';
import { fileRefsOf } from './file-refs';
import '@arco-design/web-react/es/Image/style/css.js';

const THUMBNAIL = 64;
const thumbnailStyle = { width: THUMBNAIL, height: THUMBNAIL, objectFit: 'cover', cursor: 'zoom-in', borderRadius: 2 } as const;

/** Pictures as thumbnails; a click opens the preview at that picture, with the others a swipe away. */
export function PicturesRead({ value }: ReadProps) {
  const pictures = fileRefsOf(value);
  const [previewAt, setPreviewAt] = useState<number | null>(null);
  return (
    <Space wrap>
      {pictures.map((picture, index) => (
        <SafeImage
          key={`${picture.url}-${index}`}
          src={picture.url}
          alt={picture.name}
          title={picture.name}
          style={thumbnailStyle}
          onClick={() => setPreviewAt(index)}
        />
      ))}
      <Image.PreviewGroup
        srcList={pictures.map((p) => p.url)}
        visible={previewAt !== null}
        current={previewAt ?? 0}
        onChange={setPreviewAt}
        onVisibleChange={(visible) => !visible && setPreviewAt(null)}
      />
    </Space>
  );
}

/** Attachments as links that open or download them, with their size. */
export function FilesRead({ value }: ReadProps) {
  return (
    <Space direction="vertical" size={4}>
      {fileRefsOf(value).map((file, index) => (
        <Link key={`${file.url}-${index}`} href={file.url} target="_blank" rel="noopener noreferrer" icon={<IconAttachment />}>
          {file.name}
          <span style={{ color: 'var(--color-text-3)', marginLeft: 8 }}>{formatBytes(file.size)}</span>
        </Link>
      ))}
    </Space>
  );
}
