/** The downloads calls' paths, named once for the server's routes and the client's api slices. */
export const DownloadPaths = {
  userExport: '/v2/user/export',
  list: '/fileDownloadCenter/list',
  delete: '/fileDownloadCenter/del',
  updateFileState: '/fileDownloadCenter/updateFileState',
  file: '/fileDownloadCenter/file/:id',
} as const;
