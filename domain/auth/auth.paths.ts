/** Paths of the auth calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const AuthPaths = {
  codeContent: '/stand/codeContent',
  codeLogin: '/stand/codeLogin',
  pwdLogin: '/stand/pwdLogin',
  codeLoginPassword: '/stand/codeLogin/password',
  enterprise: '/stand/enterprise',
  enterpriseProgress: '/stand/enterprise/progress',
  enterprises: '/stand/login/epList',
  setPassword: '/stand/user/password',
  logout: '/logout',
} as const;
