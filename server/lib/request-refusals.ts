/**
 * Fastify's own refusals of a request (its body parser, its limits) in the app's words: their messages
 * are English and written for developers, so each is answered by its code, never by its text.
 */
const BY_CODE: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的 JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不正确',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_BAD_URL: '请求地址不正确',
};

export function requestRefusal(error: Error & { code?: string }): string {
  if (error.code && BY_CODE[error.code]) return BY_CODE[error.code];
  // JSON.parse's own error (a body Fastify handed to it) has no Fastify code.
  if (error instanceof SyntaxError) return BY_CODE.FST_ERR_CTP_INVALID_JSON_BODY;
  return '请求无效';
}
