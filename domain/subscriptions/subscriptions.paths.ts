/** Paths of the subscriptions calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const SubscriptionPaths = {
  status: '/subscribe/getSubscribeStatus',
  updateStatus: '/subscribe/updateSubscribeStatus',
  contentStatus: '/subscribe/getSubscribeContentStatus',
  updateContentStatus: '/subscribe/updateSubscribeContentStatus',
} as const;
