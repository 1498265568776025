import { expect, test } from "vitest";
import { DEALER, bodyText, browse, remoteMode, section, signIn } from "./helpers";

// The traders and pictures lists in either origin mode (docs/decisions/126): from D1's catalogue
// when it is embedded, from the BFF's cached lists when a remote origin holds it — the same
// search, filters and pages either way.

test("the traders list finds a trader by name and kind in either origin mode", async () => {
  const b = await signIn();
  const html = await (await browse(b, "/admin/traders?q=GANESH&kind=Dealer&activated=yes")).text();
  expect(bodyText(section(html, "console-traders"))).toContain(`${DEALER.traderName} Dealer Noida Activated: Yes`);
  expect(bodyText(section(html, "list-count"))).toMatch(/^1–\d of \d$/);
  const manufacturers = bodyText(section(await (await browse(b, "/admin/traders?q=ganesh&kind=Manufacturer")).text(), "list-count"));
  expect(manufacturers).toBe("Nothing matches.");
});

test(`the pictures list pages every brand and model, ${remoteMode() ? "from the remote catalogue" : "from D1"}`, async () => {
  const b = await signIn();
  const html = await (await browse(b, "/admin/pictures?q=mahindra%20treo&photo=lacks")).text();
  const rows = bodyText(section(html, "picture-targets"));
  expect(rows).toContain("Mahindra Treo No photo yet");
  const chosen = await (await browse(b, "/admin/pictures?brand=Mahindra&model=Treo")).text();
  expect(bodyText(section(chosen, "gallery-editor"))).toContain("Photos of Mahindra Treo");
});
