/** Paths of the sms calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const SmsPaths = {
  tmplList: '/sms/tmpl/list',
  tmplSave: '/sms/tmpl/save',
  tmplDelete: '/sms/tmpl/delete',
  signatureList: '/sms/signature/list',
  signatureApply: '/sms/signature/apply',
} as const;
