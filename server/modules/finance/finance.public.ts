/** The finance module's public face: what other modules may use. */
export { isReconciled } from './reconcile.queries';
export { collectedFenByDay, collectedFenSource, collectedOrdersBetween, itemCollectedOf, type CollectionRange } from './collection-sums.queries';
