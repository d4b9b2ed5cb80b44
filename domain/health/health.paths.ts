/** Paths of the health calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const HealthPaths = {
  health: '/health',
  ready: '/ready',
} as const;
