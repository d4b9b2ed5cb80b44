/** Every API answer has this shape; `message` is the text a user sees. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
}
