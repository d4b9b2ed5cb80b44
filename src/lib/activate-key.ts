import type { KeyboardEvent } from 'react';

/** A keydown handler that runs `activate` on Enter or Space, as a button does, for elements given role="button" or "tab". */
export const onActivateKey =
  (activate: () => void) =>
  (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault(); // Space would scroll the page
    activate();
  };
