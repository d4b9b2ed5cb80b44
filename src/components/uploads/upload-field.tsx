import { Message, Upload, type UploadProps } from '@arco-design/web-react';
import type { UploadItem } from '@arco-design/web-react/es/Upload';
import { useState } from 'react';
import {
  extensionOf,
  FILE_TYPES,
  IMAGE_MIMES,
  tooLarge,
  tooLargeForField,
  tooMany,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  UploadKind,
  UploadTexts,
  type UploadKindValue,
} from '@domain/uploads/uploads.constants';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import { errorMessage } from '@/lib/errors';
import { useUploadFileMutation } from './uploads.api';
import { SafeImage } from './safe-image';
import '@arco-design/web-react/es/Upload/style/css.js';

export interface UploadFieldProps {
  /** Pictures (checked by content on the server) or attachments (checked by extension). */
  kind?: UploadKindValue;
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  /** Most files the field takes; 1 by default. */
  maxCount?: number;
  /** The field's own size limit in MB; the kind's limit (10 MB images, 20 MB files) always applies. */
  maxSizeMb?: number;
  disabled?: boolean;
}

const MB = 1024 * 1024;
const toItem = (file: UploadedFile): UploadItem => ({ uid: `upload-${file.id}`, status: 'done', url: file.url, name: file.name, response: file });
const finished = (item: UploadItem) => (item.status === 'done' ? (item.response as UploadedFile | undefined) : undefined);
const sameFiles = (a: UploadedFile[], b: UploadedFile[]) => a.length === b.length && a.every((f, i) => f.id === b[i].id);

/** Why a chosen file cannot be uploaded, before it is sent; null when it may go. */
function refusal(file: File, kind: UploadKindValue, maxSizeMb?: number): string | null {
  const typeOk = kind === UploadKind.image ? IMAGE_MIMES.includes(file.type) : Object.hasOwn(FILE_TYPES, extensionOf(file.name));
  if (!typeOk) return kind === UploadKind.image ? UploadTexts.badImage : UploadTexts.badFile;
  if (file.size > UPLOAD_MAX_BYTES[kind]) return tooLarge(kind);
  if (maxSizeMb && file.size > maxSizeMb * MB) return tooLargeForField(maxSizeMb);
  return null;
}

/**
 * The upload control of custom forms (image, images, file upload): picture cards with a preview
 * for images, a file list for attachments. Finished uploads are the value; ones still sending or
 * failed stay in the list until they finish or are removed.
 */
export function UploadField({ kind = UploadKind.image, value, onChange, maxCount = 1, maxSizeMb, disabled }: UploadFieldProps) {
  const [ownFiles, setOwnFiles] = useState<UploadedFile[]>([]);
  const [pending, setPending] = useState<UploadItem[]>([]);
  const [uploadFile] = useUploadFileMutation();
  const files = value ?? ownFiles;
  const isImage = kind === UploadKind.image;

  const handleChange = (list: UploadItem[]) => {
    const done = list.map(finished).filter((f): f is UploadedFile => f !== undefined);
    setPending(list.filter((item) => !finished(item)));
    if (sameFiles(done, files)) return;
    setOwnFiles(done);
    onChange?.(done);
  };

  const handleBeforeUpload = (file: File) => {
    const problem = refusal(file, kind, maxSizeMb);
    if (problem) Message.error(problem);
    return !problem;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const request = uploadFile({ kind, file });
    request.unwrap().then(
      (saved) => onSuccess(saved),
      (error: unknown) => {
        const message = errorMessage(error);
        Message.error(message);
        onError({ message });
      },
    );
    return { abort: () => request.abort() };
  };

  return (
    <Upload
      listType={isImage ? 'picture-card' : 'text'}
      // Not strict: a refused file gets its reason from handleBeforeUpload instead of vanishing.
      accept={{ type: UPLOAD_ACCEPT[kind], strict: false }}
      multiple={maxCount > 1}
      limit={maxCount}
      onExceedLimit={() => Message.warning(tooMany(maxCount))}
      fileList={[...files.map(toItem), ...pending]}
      onChange={handleChange}
      beforeUpload={handleBeforeUpload}
      customRequest={customRequest}
      imagePreview={isImage}
      showUploadList={isImage ? { imageRender: (item) => <SafeImage src={item.url} alt={item.name} /> } : true}
      disabled={disabled}
    />
  );
}
