import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";

test("home renders the popular brands of the sample catalogue and hydrates", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const cards = page.getByTestId("popular-brands").getByRole("link");
  await expect(cards).toHaveCount(4);
  // Hydration: React attaches its root and the client router takes over navigation.
  await hydrated(page);
  expect(errors).toEqual([]);
});
