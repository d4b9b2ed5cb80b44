/** The chat calls' paths, named once for the server's routes and the client's api slices. */
export const ChatPaths = {
  socket: '/kefu/user/socket',
} as const;
