import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * Serious and critical accessibility violations on the page as it is now (axe-core), each as
 * its rule id and the elements it found. `include`: only these parts of the page (CSS
 * selectors as axe takes them), e.g. the main content and an open dialog.
 */
export async function seriousViolations(page: Page, include?: string[][]): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async (include) => {
    type Violation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    type Axe = { run: (context?: { include: string[][] }) => Promise<{ violations: Violation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const { violations } = await (include ? axe.run({ include }) : axe.run());
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  }, include);
}
