/** The subscriptions calls' paths, named once for the server's routes and the client's api slices. */
export const SubscriptionPaths = {
  status: '/subscribe/getSubscribeStatus',
  updateStatus: '/subscribe/updateSubscribeStatus',
  contentStatus: '/subscribe/getSubscribeContentStatus',
  updateContentStatus: '/subscribe/updateSubscribeContentStatus',
} as const;
