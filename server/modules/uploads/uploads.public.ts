/** The uploads module's public face: what other modules may use. */
export { loadUploadSecret } from './upload-ticket';
export { openUploadedFile, uploadedFiles, uploadIdOfUrl } from './uploaded-files';
