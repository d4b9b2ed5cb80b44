import { IMAGE_FIELD_MAX } from '@domain/forms/field-types';
import { UploadKind, type UploadKindValue } from '@domain/uploads/uploads.constants';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import { SignaturePad } from '@/components/uploads/signature-pad';
import { UploadField } from '@/components/uploads/upload-field';
import type { ControlContext, EntryProps, FieldControl } from './control-types';
import { FilesRead, PicturesRead } from './file-read';
import { fileRefsOf, toFileRef, toUploadedFile } from './file-refs';

/** A field's own count limit never goes above the ceiling of its type or enterprise. */
const countLimit = (field: EntryProps['field'], ceiling: number) => Math.min(field.settings.maxCount ?? ceiling, ceiling);

function uploadEntry(kind: UploadKindValue, ceiling: (context: ControlContext) => number) {
  return function FilesEntry({ field, value, onChange, context }: EntryProps) {
    return (
      <UploadField
        kind={kind}
        value={fileRefsOf(value).map(toUploadedFile)}
        onChange={(files: UploadedFile[]) => onChange(files.map(toFileRef))}
        maxCount={countLimit(field, ceiling(context))}
        maxSizeMb={field.settings.maxSizeMb}
      />
    );
  };
}

function SignatureEntry({ value, onChange }: EntryProps) {
  const [signed] = fileRefsOf(value);
  return <SignaturePad value={signed ? toUploadedFile(signed, 0) : null} onChange={(file) => onChange(file ? toFileRef(file) : null)} />;
}

export const imageControl: FieldControl = { Entry: uploadEntry(UploadKind.image, () => IMAGE_FIELD_MAX), Read: PicturesRead };
export const imagesControl: FieldControl = { Entry: uploadEntry(UploadKind.image, ({ limits }) => limits.maxImages), Read: PicturesRead };
export const uploadControl: FieldControl = { Entry: uploadEntry(UploadKind.file, ({ limits }) => limits.maxFiles), Read: FilesRead };
export const signatureControl: FieldControl = { Entry: SignatureEntry, Read: PicturesRead };
