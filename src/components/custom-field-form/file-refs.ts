import type { FileRef } from '@domain/forms/field-values';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';

const isFileRef = (v: unknown): v is FileRef =>
  typeof v === 'object' && v !== null && typeof (v as FileRef).url === 'string' && typeof (v as FileRef).name === 'string' && typeof (v as FileRef).size === 'number';

/** The files of a value: a list for types 10, 15 and 26, one file for a signature (21). */
export const fileRefsOf = (value: unknown): FileRef[] => (Array.isArray(value) ? value : [value]).filter(isFileRef);

/** Exactly the stored shape: an upload's id and type stay with the upload service. */
export const toFileRef = ({ url, name, size }: FileRef): FileRef => ({ url, name, size });

/**
 * The upload controls tell files apart by id, which a stored FileRef does not keep; a stand-in id
 * below zero never meets a real (positive) upload id.
 */
export const toUploadedFile = (ref: FileRef, index: number): UploadedFile => ({ ...ref, id: -(index + 1), mime: '' });
