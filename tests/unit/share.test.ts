import { expect, test } from "vitest";
import { whatsappShareHref } from "#app/domain/rules/share";

test("Share on WhatsApp carries the page's title, price and URL", () => {
  const href = whatsappShareHref("Mahindra e-Alfa Mini Price in Noida", "Ex-showroom price ₹1,13,100", "https://example.in/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  expect(href.startsWith("https://wa.me/?text=")).toBe(true);
  const text = decodeURIComponent(href.slice("https://wa.me/?text=".length));
  expect(text).toBe("Mahindra e-Alfa Mini Price in Noida - Ex-showroom price ₹1,13,100\nhttps://example.in/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
});
