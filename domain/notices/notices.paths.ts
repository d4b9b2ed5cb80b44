/** The notices calls' paths, named once for the server's routes and the client's api slices. */
export const NoticePaths = {
  list: '/home/notice/list',
  count: '/home/notice/count',
  read: '/home/notice/read',
  clearUnread: '/home/notice/clearUnread',
} as const;
