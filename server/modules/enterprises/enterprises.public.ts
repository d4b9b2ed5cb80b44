/** The enterprises module's public face: what other modules may use. */
export { addMember, setUpEnterprise } from './enterprise-setup';
export { registerEnterpriseSetupStep } from './enterprise-setup-steps';
export { offerMenuKeys } from './menu-offers';
