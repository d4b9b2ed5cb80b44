import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeFinding {
  rule: string;
  impact: string;
  /** CSS paths of the first few offending elements, to find them. */
  targets: string[];
  count: number;
}

/** Runs axe-core (WCAG 2 A/AA rules) on the page as it is now; returns its critical and serious violations. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    // Colours are judged once fades have ended: mid-fade, a button's text is a paler colour than anyone reads.
    const fading = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(fading.map((a) => a.finished.catch(() => undefined)));
    const { violations } = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({ rule: v.id, impact: v.impact ?? '', count: v.nodes.length, targets: v.nodes.slice(0, 4).map((n) => n.target.join(' ')) }));
  });
}
