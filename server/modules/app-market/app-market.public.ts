/** The app-market module's public face: what the rest of the server may use. */
export { seedMarketDemo, seedMarketDemoDings } from './app-market-seed';
