import { h } from './dom';
import { PortalError } from './portal-api';

/** A form's error line: what a failed check, an upload or a refused call says. */
export const errorLine = () => h('p', { class: 'error', role: 'alert' });

/** Shows what went wrong in `line`: the error's own message, else `fallback`. */
export const showError = (line: HTMLElement, fallback: string) => (e: unknown) => void (line.textContent = e instanceof Error ? e.message : fallback);

/**
 * Submits a portal form: the error line is cleared, then `send` runs; a message it returns (a check that failed)
 * or the message of what it throws (a refused call; `fallback` when it has none) shows in the line. With
 * `signedOut`, a session that has ended goes there instead (back to sign-in).
 */
export function onSubmit(form: HTMLFormElement, line: HTMLElement, fallback: string, send: () => Promise<string | void>, signedOut?: (e: unknown) => void) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    line.textContent = '';
    try {
      const problem = await send();
      if (problem) line.textContent = problem;
    } catch (e) {
      if (signedOut && e instanceof PortalError && e.status === 401) signedOut(e);
      else showError(line, fallback)(e);
    }
  });
}
