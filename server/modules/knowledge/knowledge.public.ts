/**
 * The knowledge module's public face: the search and suggestions (the portal passes `portal: true` to
 * see only what customers may read), and the demo seed.
 */
export { searchArticles, suggestArticles } from './search.service';
export { seedDemoKnowledge } from './knowledge-seed';
