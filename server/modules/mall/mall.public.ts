/** The mall module's public face: what other modules (and the seed) may use. */
export { seedMall } from './mall-seed';
export { storeDemoGoodsPicture } from './mall-demo-images';
