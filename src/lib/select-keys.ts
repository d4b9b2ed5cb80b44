/**
 * Arco's selects from the keyboard, as the project's own pickers work: ↓ opens a closed
 * one, and choosing with Enter leaves the focus where it was (Arco blurs the select on choosing, and the
 * focus fell to the page body, so the next Tab started again from the top).
 */
const FIELD = '.arco-select[role="combobox"]';

function fieldOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? (target.closest(FIELD) as HTMLElement | null) : null;
}

const isOpen = (field: HTMLElement) => field.getAttribute('aria-expanded') === 'true' || field.classList.contains('arco-select-open');

/** Listens on the document; returns the function that stops listening. */
export function startSelectKeys(doc: Document = document): () => void {
  // The field an Enter chose in, until the blur that choosing brings has been undone.
  let chosenFrom: HTMLElement | null = null;

  const onKeyDown = (event: KeyboardEvent) => {
    const field = fieldOf(event.target);
    if (!field || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowDown' && !isOpen(field)) {
      event.preventDefault();
      field.click(); // Arco opens a select on a click
    } else {
      chosenFrom = event.key === 'Enter' && isOpen(field) ? field : null;
    }
  };
  const onFocusOut = (event: FocusEvent) => {
    const field = chosenFrom;
    if (!field || !(event.target instanceof Node) || !field.contains(event.target)) return;
    chosenFrom = null;
    // Only a blur to nowhere is undone: a Tab or a click elsewhere goes where it was meant to.
    if (event.relatedTarget === null) queueMicrotask(() => field.isConnected && doc.activeElement === doc.body && field.focus());
  };
  // A pointer moves the focus on purpose.
  const onPointerDown = () => {
    chosenFrom = null;
  };
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('focusout', onFocusOut, true);
  doc.addEventListener('pointerdown', onPointerDown, true);
  return () => {
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('focusout', onFocusOut, true);
    doc.removeEventListener('pointerdown', onPointerDown, true);
  };
}
