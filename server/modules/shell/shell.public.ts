/** The shell module's public face: what other modules may use. */
export type { GrantsService } from './grants.service';
export type { MenuEntryProvider, MenuViewer, PersonalMenuEntryProvider } from './menu-entries';
