/** The products module's public face: what other modules may use. */
export { customerNames } from './customer-names';
export { recycleProductsOf, restoreProductsOf } from './customer-product-refs';
export { findCustomerProducts } from './customer-products.queries';
export { originOf } from './products-request';
export { findProducts } from './products.queries';
