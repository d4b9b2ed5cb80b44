/** The notices module's public face: what other modules may use. */
export { createNotices } from './notices.service';
