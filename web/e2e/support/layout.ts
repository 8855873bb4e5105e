/**
 * Layout checks shared by the width tests (issue 18): how far the page scrolls sideways, and
 * which inputs cut their own value (text wider than the box).
 */
import type { Page } from '@playwright/test';

/** Pixels the document is wider than the window; 0 or less when nothing scrolls sideways. */
export const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Inputs under `selector` whose text is wider than their box, as `label: value`. */
export function clippedInputs(page: Page, selector = '.vat-table input') {
  return page.locator(selector).evaluateAll((inputs) =>
    (inputs as HTMLInputElement[]).filter((input) => input.scrollWidth > input.clientWidth).map((input) => `${input.ariaLabel}: ${input.value}`),
  );
}
