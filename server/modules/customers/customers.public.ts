/** The customers module's public face: what other modules may use. */
export { ExportViewerSchema, ownedByVisibleCustomer, storedViewer } from './customer-access';
export type { Viewer } from './customer-access';
export { registerCustomerDependent } from './customer-dependents';
export { liveCustomerPhones, liveCustomersByPhone } from './customer-snapshot';
export { liveCustomerNames } from './customer-snapshot';
export { customerWhere, escapeLike } from './customers.queries';
export { customerIdsNamedLike, findCustomers } from './customers.queries';
export { customerSnapshot } from './customers.service';
export { demoCustomerIds, ensureDemoCustomers } from './customers-seed';
