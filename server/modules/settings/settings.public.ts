/** The settings module's public face: what other modules may use. */
export { SettingsService, settingValue } from './settings.service';
