import { mergeAttributes, Node } from '@tiptap/core';

/**
 * A picture in the rich text: `<img src alt>` as its own block, the only attributes the server's sanitiser
 * keeps besides width and height. Written here rather than added as a package: it is this small.
 */
export const EditorImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: null } }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});
