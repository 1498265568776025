import { expect, test } from "vitest";
import { whatsappChatHref, whatsappShareHref } from "#app/features/seo/rules/share";

test("Share on WhatsApp carries the page's title, price and URL", () => {
  const href = whatsappShareHref("Mahindra e-Alfa Mini Price in Noida", "Ex-showroom price ₹1,13,100", "https://example.in/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  expect(href.startsWith("https://wa.me/?text=")).toBe(true);
  const text = decodeURIComponent(href.slice("https://wa.me/?text=".length));
  expect(text).toBe("Mahindra e-Alfa Mini Price in Noida - Ex-showroom price ₹1,13,100\nhttps://example.in/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
});

test("a WhatsApp chat link opens the visitor's number with +91 and the text filled in", () => {
  expect(whatsappChatHref("9876543210", "Namaste")).toBe("https://wa.me/919876543210?text=Namaste");
  expect(whatsappChatHref("+91 98765 43210", "a b")).toBe("https://wa.me/919876543210?text=a%20b");
  expect(whatsappChatHref("12345", "x")).toBeNull();
});
