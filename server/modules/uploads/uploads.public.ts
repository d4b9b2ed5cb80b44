/** The uploads module's public face: what other modules may use. */
export { loadUploadSecret } from './upload-ticket';
export { openUploadedFile, sendUploadedFile, uploadedFiles, uploadIdOfUrl, type OpenedUpload } from './uploaded-files';
export { dataUrlFile, dataUrlImage, storeUpload } from './store-upload';
export { UploadsService } from './uploads.service';
