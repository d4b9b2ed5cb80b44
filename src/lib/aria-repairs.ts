/**
 * ARIA gaps Arco Design leaves in markup no prop reaches; axe-core reports each as critical or serious.
 * Every repair only adds what is missing, so it is safe to run again after each render.
 */
const REPAIRS: { selector: string; repair: (element: Element) => void }[] = [
  // Tabs: the headers are role="tab" but their row has no tablist role.
  { selector: '.arco-tabs-header:not([role])', repair: (el) => el.setAttribute('role', 'tablist') },
  // Tabs: aria-controls names a panel that is rendered only once its tab is first opened.
  {
    selector: '.arco-tabs-header-title[aria-controls]',
    repair: (el) => {
      if (!document.getElementById(el.getAttribute('aria-controls') ?? '')) el.removeAttribute('aria-controls');
    },
  },
  // Inline menus: a group's title opens and closes it (aria-expanded) but has no role inside role="menu".
  { selector: '.arco-menu-inline-header:not([role])', repair: (el) => el.setAttribute('role', 'menuitem') },
  // Folded menus: a group's title opens its popup (aria-haspopup, aria-expanded) but has no role inside role="menu".
  { selector: '.arco-menu-pop-header:not([role])', repair: (el) => el.setAttribute('role', 'menuitem') },
  // Pagination: the page-size box carries an aria-label on a plain div.
  { selector: '.arco-pagination-option[aria-label]:not([role])', repair: (el) => el.setAttribute('role', 'group') },
  // Alert: the close button holds only an icon.
  { selector: '.arco-alert-close-btn:not([aria-label])', repair: (el) => el.setAttribute('aria-label', '关闭') },
  // Table selection: the checkboxes have no label.
  {
    selector: '.arco-table input[type="checkbox"]:not([aria-label])',
    repair: (el) => el.setAttribute('aria-label', el.closest('.arco-table-th') ? '全选' : '选择此行'),
  },
  // Progress: role="progressbar" sits on an inner element that the component's props do not reach.
  { selector: '.arco-progress [role="progressbar"]:not([aria-label])', repair: (el) => el.setAttribute('aria-label', '进度') },
  // Expandable table rows: the expand button holds only a plus or minus icon; it says what it does and whether it is open.
  { selector: '.arco-table-expand-icon-cell > button', repair: nameExpandButton },
  // A table wider than its frame scrolls sideways: keyboard users reach it with Tab and scroll it with the arrows.
  { selector: '.arco-table-content-inner, .arco-table-body', repair: focusableWhenScrolling },
  // InputNumber without bounds writes aria-valuemax="Infinity" (and -Infinity): not a number ARIA accepts; no bound is no attribute.
  { selector: '[role="spinbutton"][aria-valuemax="Infinity"]', repair: (el) => el.removeAttribute('aria-valuemax') },
  { selector: '[role="spinbutton"][aria-valuemin="-Infinity"]', repair: (el) => el.removeAttribute('aria-valuemin') },
  // InputTag: its aria-label stays on the wrapper; the text box inside, which takes the typing, has none.
  {
    selector: '.arco-input-tag[aria-label] input.arco-input-tag-input:not([aria-label])',
    repair: (el) => el.setAttribute('aria-label', el.closest('.arco-input-tag')!.getAttribute('aria-label')!),
  },
  // Tree: a node's aria-level counts from 0; ARIA counts from 1 (the level Arco set is kept to notice a change).
  { selector: '.arco-tree-node[aria-level]', repair: levelFromOne },
  // The shell's page area scrolls; a page with nothing focusable in it (a dashboard of figures) is scrolled by keyboard from <main> itself.
  {
    selector: 'main.shell-content:not([tabindex])',
    repair: (main) => main.scrollHeight > main.clientHeight && !main.querySelector('a[href], button, input, select, textarea, [tabindex]') && main.setAttribute('tabindex', '0'),
  },
];

function levelFromOne(node: Element) {
  const shown = node.getAttribute('aria-level');
  const arco = node.getAttribute('data-arco-level');
  if (arco !== null && shown === String(Number(arco) + 1)) return;
  node.setAttribute('data-arco-level', shown ?? '0');
  node.setAttribute('aria-level', String(Number(shown) + 1));
}

function nameExpandButton(button: Element) {
  const expanded = button.querySelector('.arco-icon-minus') !== null;
  const label = expanded ? '收起' : '展开';
  if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
  if (button.getAttribute('aria-expanded') !== String(expanded)) button.setAttribute('aria-expanded', String(expanded));
}

function focusableWhenScrolling(frame: Element) {
  if (frame.scrollWidth <= frame.clientWidth || frame.hasAttribute('tabindex')) return;
  frame.setAttribute('tabindex', '0');
  frame.setAttribute('role', 'region');
  frame.setAttribute('aria-label', '表格（可左右滚动）');
}

function repairAll(root: ParentNode) {
  for (const { selector, repair } of REPAIRS) root.querySelectorAll(selector).forEach(repair);
}

/** Repairs the page now and after every change to its elements (Arco renders popups and lists lazily). */
export function startAriaRepairs(root: HTMLElement = document.body): MutationObserver {
  repairAll(root);
  const observer = new MutationObserver(() => repairAll(root));
  // Attributes too: Arco sets aria-controls again when it re-renders a tab.
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-controls'] });
  return observer;
}
