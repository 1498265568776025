import { type Page, expect } from "@playwright/test";

// Shared steps of the catalogue journeys.

/** Page errors and console errors, except failed image loads (images come from the image route). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
}

/** No horizontal scrolling: the document is no wider than the viewport. */
export async function expectNoHorizontalOverflow(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth, `${page.url()} is ${scrollWidth}px wide in a ${clientWidth}px viewport`).toBeLessThanOrEqual(clientWidth);
}

/** Marks the window; the mark survives client-side navigations and is lost on a full reload. */
export async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { journeyMark: number }).journeyMark = 1));
}
export async function windowStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { journeyMark?: number }).journeyMark === 1);
}

export const cardsIn = (page: Page, testId: string, card = "li") => page.getByTestId(testId).locator(`> ${card}`);
