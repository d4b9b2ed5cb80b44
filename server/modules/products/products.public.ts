/** The products module's public face: what other modules may use. */
export { customerNames } from './customer-names';
export { findCustomerProducts, listCustomerProducts } from './customer-products.queries';
export { originOf } from './products-request';
export { noticeDispatchers, type ServiceRequestSink } from './public-qr.service';
export { findProducts } from './products.queries';
export { exchangeCustomerProductUnit } from './exchange-unit';
export { customerProductsByScan } from './scanned-products';
