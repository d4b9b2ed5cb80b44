/** Paths of the downloads calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const DownloadPaths = {
  userExport: '/v2/user/export',
  list: '/fileDownloadCenter/list',
  delete: '/fileDownloadCenter/del',
  updateFileState: '/fileDownloadCenter/updateFileState',
  file: '/fileDownloadCenter/file/:id',
} as const;
