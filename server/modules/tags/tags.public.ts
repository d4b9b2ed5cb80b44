/** The tags module's public face: what other modules may use. */
export { addDefaultPersonStates, findTagsOfCode, insertTag, listTags, tagRefsJson } from './tags.queries';
