/** Paths of the hosts calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const HostPaths = {
  isQuickDeploy: '/schema/isQuickDeploy',
  progress: '/schema/progress',
  install: '/schema/install',
  isNoviceGuide: '/schema/isNoviceGuide',
  app: '/hosts/app',
  signIn: '/hosts/signIn',
  pcAuthCode: '/getPcAuthCode',
  yonSuite: '/yonSuite',
  jsapiCfg: '/jsapi/cfg',
  invite: '/hosts/invite',
  usersResolve: '/hosts/users/resolve',
} as const;
