/** The finance module's public face: what other modules may use. */
export { isReconciled } from './reconcile.queries';
export { collectedOrdersBetween, itemCollectedOf } from './collection-sums.queries';
export { cancelSourceCollection, recordSourceCollection, refundSourceCollection, sourceCollectionState } from './source-collections.queries';
