/** The enterprises module's public face: what other modules may use. */
export { addMember, setUpEnterprise } from './enterprise-setup';
export { ensureAccount } from './enterprise-setup';
export { offerMenuKeys } from './menu-offers';
