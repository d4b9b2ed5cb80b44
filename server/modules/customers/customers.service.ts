export { customerSnapshot } from './customer-snapshot';
