/** The dispatch module's public face: what other modules (the seed and the benchmark) may use. */
export { seedDemoDispatch } from './dispatch-seed';
export { candidatesFor } from './dispatch.service';
export { OptimiseService } from './optimise.service';
