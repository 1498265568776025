import { expect, test } from "vitest";
import { offeredOnWhenUncalled } from "#app/features/leads/rules/routing";
import { readAnswer } from "#app/features/enquiry/components/answer";
import { privacySettings } from "#app/features/privacy/rules/settings";
import { NOTICE_VERSION, noticeField } from "#app/shared/privacy-notice";

// An enquiry naming no dealer is offered to the next nearest dealer when none of its sellers calls
// in time, up to 3 sellers (docs/decisions/166); the notice of 2026-12-08 and the enquiry's result
// say so (docs/decisions/169).

const copy = (routedBy: Parameters<typeof offeredOnWhenUncalled>[0][number]["routedBy"], traderTName: string) => ({ routedBy, traderTName });

test("only an enquiry whose every copy went to a dealer by nearness, held by fewer than 3 sellers, is offered to the next nearest dealer", () => {
  // the nearest dealer alone, by town, district, state or distance: 1 of 3
  for (const by of ["city", "district", "state", "distance"] as const) expect(offeredOnWhenUncalled([copy(by, "Shree-Ganesh-E-Motors")]), by).toBe(true);
  // offered on once: 2 of 3
  expect(offeredOnWhenUncalled([copy("city", "Shree-Ganesh-E-Motors"), copy("reassigned", "Gupta-Sons-Automobiles")])).toBe(true);
  // 3 of 3: the cap
  expect(offeredOnWhenUncalled([copy("city", "A"), copy("district", "B"), copy("state", "C")])).toBe(false);
  // a dealer the buyer named, a maker, the operator: the only one
  expect(offeredOnWhenUncalled([copy("named", "Shree-Ganesh-E-Motors")])).toBe(false);
  expect(offeredOnWhenUncalled([copy("manufacturer", "Mahindra-Last-Mile-Mobility-Ltd")])).toBe(false);
  expect(offeredOnWhenUncalled([copy("operator", "")])).toBe(false);
  expect(offeredOnWhenUncalled([])).toBe(false);
});

test("the answer's minutes before the next dealer are read only as a whole positive number", () => {
  const answer = (extra: Record<string, unknown>) => JSON.stringify({ message: "Thank you!", callers: [], ...extra });
  expect(readAnswer(200, answer({ nextDealerAfterMinutes: 30 })).nextDealerAfterMinutes).toBe(30);
  for (const wrong of [0, -30, 2.5, "30", null]) expect(readAnswer(200, answer({ nextDealerAfterMinutes: wrong })).nextDealerAfterMinutes, String(wrong)).toBeUndefined();
  expect(readAnswer(200, answer({}))).not.toHaveProperty("nextDealerAfterMinutes");
});

test("the notice states the minutes the five-minute run waits (LEAD_RESPONSE_MINUTES, 30 unless set) and the 3 sellers an enquiry may reach", () => {
  expect(privacySettings({}).offers).toEqual({ minutes: 30, sellers: 3 });
  expect(privacySettings({ LEAD_RESPONSE_MINUTES: "45" }).offers).toEqual({ minutes: 45, sellers: 3 });
  expect(privacySettings({ LEAD_RESPONSE_MINUTES: "thirty" }).offers).toEqual({ minutes: 30, sellers: 3 });
});

test("the notice of 2026-12-08 is the current one, and a form of the notice of 2026-12-07 is still taken", () => {
  expect(NOTICE_VERSION).toBe("2026-12-08");
  expect(noticeField.safeParse("2026-12-07").success).toBe(true);
  expect(noticeField.safeParse("2026-12-08").success).toBe(true);
  expect(noticeField.safeParse("2026-12-09").success).toBe(false);
});
