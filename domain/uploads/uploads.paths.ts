/** The uploads calls' paths, named once for the server's routes and the client's api slices. */
export const UploadPaths = {
  policy: '/upload/getOssPolicy',
  saveDataUrl: '/upload/save/str',
} as const;
