/** Paths of the audit calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const AuditPaths = {
  list: '/operlog/point',
  count: '/operlog/point/count',
} as const;
