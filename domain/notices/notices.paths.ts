/** Paths of the notices calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const NoticePaths = {
  list: '/home/notice/list',
  count: '/home/notice/count',
  read: '/home/notice/read',
  clearUnread: '/home/notice/clearUnread',
} as const;
