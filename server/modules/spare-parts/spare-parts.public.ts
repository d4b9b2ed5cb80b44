/** The spare-parts module's public face: what other modules (and the seed and benchmark) may use. */
export { countWaitingApprovals } from './approvals';
export { takeInOldParts, type OldPartsTakenIn } from './personal-old-parts.service';
export { postMovement, type Movement, type MovementLine, type Posted } from './posting';
export { seedSpareParts } from './spare-parts-seed';
export { spareUsageBy, type SpareUsageDimension, type SpareUsageFilter, type SpareUsageSums } from './usage.queries';
export { keptWarehouses, partNames, partsByCode, personalPartHolders, warehouseNames } from './stock.queries';
