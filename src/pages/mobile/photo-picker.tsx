import { useEffect, useId, useState } from 'react';
import { compressPhoto } from '@/lib/compress-photo';
import { newUploadKey, type QueuedPhoto } from './offline-ops';

function PhotoThumb({ blob, alt }: { blob: Blob; alt: string }) {
  const [url, setUrl] = useState('');
  useEffect(() => {
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url ? <img src={url} alt={alt} /> : null;
}

/**
 * Photos from the camera on the phone: compressed here to a long side of 1,600 px and kept as bytes
 * (so they wait in the offline queue), shown as thumbnails. `onCompressing` tells the form to wait.
 */
export function PhotoPicker({ label, photos, onChange, onCompressing }: { label: string; photos: QueuedPhoto[]; onChange: (photos: QueuedPhoto[]) => void; onCompressing: (busy: boolean) => void }) {
  const [compressing, setCompressing] = useState(false);
  const labelId = useId();

  const addPhotos = async (files: FileList | null) => {
    if (!files?.length) return;
    setCompressing(true);
    onCompressing(true);
    try {
      const added = await Promise.all(
        [...files].map(async (file) => {
          const photo = await compressPhoto(file, file.name || 'photo.jpg');
          return { key: newUploadKey(), name: photo.name, blob: photo };
        }),
      );
      onChange([...photos, ...added]);
    } finally {
      setCompressing(false);
      onCompressing(false);
    }
  };

  return (
    <div className="m-field">
      <span id={labelId}>{label}</span>
      <div className="m-photos" aria-labelledby={labelId}>
        {photos.map((photo) => (
          <PhotoThumb key={photo.key} blob={photo.blob} alt={label} />
        ))}
      </div>
      <label className="m-btn" style={{ display: 'inline-flex', alignItems: 'center', marginTop: 8 }}>
        {compressing ? '处理中…' : '拍照 / 选择图片'}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          aria-label="拍照"
          className="sr-only"
          onChange={(e) => {
            void addPhotos(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
