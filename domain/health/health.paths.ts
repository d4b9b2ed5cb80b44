/** The health calls' paths, named once for the server's routes and the client's api slices. */
export const HealthPaths = {
  health: '/health',
  ready: '/ready',
} as const;
