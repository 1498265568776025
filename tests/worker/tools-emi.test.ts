import { expect, test } from "vitest";
import { fetchWorker, getPage, section, untilPageCached, visibleText } from "./helpers";
import { sample } from "./sample-data";

const PAGE = "/brand/Mahindra/e-Alfa-Mini/Price-In-Noida";

// The figures below are worked by hand on the sample's e-Alfa Mini row in Noida, checked first so
// that new sample figures fail here plainly rather than as a wrong EMI. Its breakup is shown (RTO
// is set), so the EMI is worked on the on-road price:
//   1,13,100 ex-showroom + 2,100 RTO + 2,800 insurance + 4,500 accessories + 1,000 other = ₹1,23,500
const ON_ROAD = 123_500;
function alfaInNoida(): number {
  expect(sample.price("Mahindra", "e-Alfa Mini", "Noida")).toMatchObject({ exShowroomPrice: 113_100, rto: 2_100, insurance: 2_800, warranty: 0, accessory: 4_500, otherCharge: 1_000 });
  return ON_ROAD;
}

// Default down payment: 10 % of 1,23,500 = 12,350 → ₹12,000; loan 1,23,500 − 12,000 = ₹1,11,500.
// 36 months at 10.75 % (r = 0.0089583): g = (1 + r)^36 = 1.378594, EMI = 1,11,500 × r × g / (g − 1)
// = 3,637.18 → ₹3,637, rounded down, so the last month pays what 35 × ₹3,637 left:
// 3,637 + (3,637.18 − 3,637) × (g − 1) / r = 3,637 + 0.1805 × 42.2616 = 3,644.63 → ₹3,645.
// Paid in all 35 × 3,637 + 3,644.63 = 1,30,939.63: interest 1,30,939.63 − 1,11,500 = 19,439.63 → ₹19,440;
// total payable 12,000 + 1,11,500 + 19,440 = ₹1,42,940.
test("the EMI calculator shows the EMI, the last month's settling instalment, total interest and total payable for the default down payment, 36 months and the bank rate", async () => {
  expect(alfaInNoida()).toBe(123_500);
  const { status, html } = await getPage(PAGE);
  expect(status).toBe(200);
  expect(visibleText(section(html, "emi-form"))).toContain("Price in Noida: on-road ₹1,23,500");
  const answer = visibleText(section(html, "emi-answer"));
  expect(answer).toContain("EMI per month ₹3,637 (last month ₹3,645)");
  expect(answer).toContain("Total interest ₹19,440");
  expect(answer).toContain("Total payable (with down payment) ₹1,42,940");
});

// Loan 1,23,500 − 20,000 = ₹1,03,500 over 24 months at 24 % (r = 0.02): g = 1.02^24 = 1.608437,
// EMI = 1,03,500 × 0.02 × 1.608437 / 0.608437 = 5,472.16 → ₹5,472.
test("the no-JavaScript form's answer: down, months and rate are computed on the server", async () => {
  alfaInNoida();
  const { status, html, headers } = await getPage(`${PAGE}?down=20000&months=24&rate=24`);
  expect(status).toBe(200);
  expect(visibleText(section(html, "emi-value"))).toBe("₹5,472");
  expect(html).toMatch(/<option value="24" selected="">24 months<\/option>/);
  expect(headers.get("Cache-Control")).toMatch(/no-store/);
});

test("an EMI answer's URL is never stored in the HTML cache and its canonical link is the page without the form's values", async () => {
  const asked = `${PAGE}?down=15000&months=12&rate=10.5`;
  for (let i = 0; i < 3; i++) {
    const res = await fetchWorker(asked);
    expect(res.headers.get("X-Cache")).toBe("BYPASS");
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="http://localhost${PAGE}"/>`);
  }
  // The clean page is stored as ever, and holds no one's figures.
  const cached = await untilPageCached(PAGE);
  expect(await cached.text()).not.toContain('value="15000"');
});

test("a value the EMI form cannot take gets a message the visitor can read in place of the results, never an error status", async () => {
  const { status, html } = await getPage(`${PAGE}?down=-5&months=13&rate=abc`);
  expect(status).toBe(200);
  const text = visibleText(html);
  expect(text).toContain("Enter the down payment in rupees");
  expect(text).toContain("Choose a tenure from the list.");
  expect(text).toContain("Enter a yearly rate between 0 and 60 %");
  expect(html).not.toContain('data-testid="emi-answer"');
});

// ₹1,24,500 is ₹1,000 above the on-road ₹1,23,500.
test("a down payment above the on-road price shows its error in place of the results, never beside old results", async () => {
  alfaInNoida();
  const { status, html } = await getPage(`${PAGE}?down=124500&months=24&rate=12`);
  expect(status).toBe(200);
  expect(visibleText(section(html, "emi-errors"))).toContain("The down payment is more than the on-road price.");
  expect(html).not.toContain('data-testid="emi-answer"');
  expect(html).toContain('value="124500"');
});

// Loan 1,23,500 − 9,000 = ₹1,14,500 at 0 % over 36 months: 1,14,500 / 36 = 3,180.56 → ₹3,181;
// 35 × 3,181 = 1,11,335, so the last month pays 1,14,500 − 1,11,335 = ₹3,165; interest ₹0, total payable 9,000 + 1,14,500 = ₹1,23,500.
test("the EMI form takes amounts with Indian digit grouping, and its total interest is the schedule's, ₹0 at 0 %", async () => {
  alfaInNoida();
  const { html } = await getPage(`${PAGE}?down=${encodeURIComponent("9,000")}&months=36&rate=0`);
  expect(visibleText(section(html, "emi-value"))).toBe("₹3,181");
  expect(visibleText(section(html, "emi-answer"))).toContain("(last month ₹3,165)");
  expect(visibleText(section(html, "emi-interest"))).toBe("₹0");
  expect(visibleText(section(html, "emi-total"))).toBe("₹1,23,500");
  expect(visibleText(section(html, "emi-schedule"))).toContain("Month by month");
});

test("odd EMI parameters (non-ASCII, huge, negative, NaN, empty, repeated, very long) are answered 200, never 5xx", async () => {
  const odd = [
    "down=%E0%A4%A8", "down=99999999999999999999", "down=-1", "down=NaN", "down=", "months=", "rate=",
    "months=36&months=12", "rate=1e309", "rate=Infinity", `down=${"9".repeat(5000)}`, "down=%00", "rate=%", "months=0x24",
  ];
  for (const query of odd) {
    const res = await fetchWorker(`${PAGE}?${query}`);
    expect(res.status, query).toBe(200);
    await res.arrayBuffer();
  }
});
