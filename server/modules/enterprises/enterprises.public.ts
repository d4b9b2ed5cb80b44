/** The enterprises module's public face: what other modules may use. */
export { setUpEnterprise } from './enterprise-setup';
export { offerMenuKeys } from './menu-offers';
export { applyChangedPlan, applyPurchasedPlan, planOf, restorePlan, takeBackPurchasedPlan } from './enterprise-plan';
