/** The app-market module's public face: what the rest of the server may use. */
export { seedMarketDemo } from './app-market-seed';
