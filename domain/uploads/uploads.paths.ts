/** Paths of the uploads calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const UploadPaths = {
  policy: '/upload/getOssPolicy',
  saveDataUrl: '/upload/save/str',
  /** The upload itself, relative to the API base; the policy names it with the base. */
  upload: '/upload/file',
  file: '/upload/file/:id',
} as const;
