/** Spec paths are relative; they are served under this prefix so they never meet the app's own routes. */
export const API_PREFIX = '/api';
