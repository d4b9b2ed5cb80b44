/** The custom-apps module's public face: what other modules may use. */
export { CustomAppMenu } from './custom-app-menu';
