/** Refusals and failure texts of the notification settings and the engine, as the user reads them. */
export const NotifyErrors = {
  noRecipients: '请选择接收人',
  customerOnlyBySms: '客户没有系统账号，只能通过短信通知',
  hostNotConnected: '尚未接入企业微信/钉钉，暂不能开启工作消息通知',
  /** last_error of a host delivery while no host sender is registered. */
  hostDeliveryFailed: '未接入企业微信/钉钉',
  smsTemplateNotFound: '短信模板不存在',
  signaturePending: '已有审核中的短信签名，请等待平台审核结果',
} as const;

export const recipientNotAllowed = (triggerName: string, recipientName: string) => `“${triggerName}”不能通知${recipientName}`;

export const NotifyTexts = {
  signatureApplied: '已提交，等待平台审核',
} as const;
