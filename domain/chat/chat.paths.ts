/** Paths of the chat calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const ChatPaths = {
  socket: '/kefu/user/socket',
} as const;
