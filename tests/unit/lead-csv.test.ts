import { expect, test } from "vitest";
import { csvCell, leadsCsv } from "#app/features/leads/rules/csv";
import { forSeller } from "#app/features/leads/rules/lead";
import { sampleLead } from "./lead-fixture";

test("the lead CSV is UTF-8 with a byte-order mark, CRLF rows, times in IST", () => {
  const csv = leadsCsv([sampleLead, { ...sampleLead, id: "lead-2", duplicate: true, billable: false, contactedAt: Date.UTC(2026, 10, 23, 6) }]);
  expect(csv.startsWith("\uFEFFReceived (IST),Name,Mobile,")).toBe(true);
  const rows = csv.slice(1).split("\r\n");
  expect(rows).toHaveLength(4); // header, two leads, the final line break
  // then the consent: notice, purposes, its time (05:30 UTC = 11:00 am IST), the sellers; not withdrawn, not erased
  const consent = "2026-12-07,sellers confirm billing,23-11-2026 11:00 am,Shree Ganesh E-Motors,,,";
  expect(rows[1]).toBe(`23-11-2026 11:00 am,Customer,9876543210,no,Mahindra Treo,Dealer,Noida,Sector 18,201301,1,,no,yes,,lead-0000-0001,${consent}`);
  expect(rows[2]).toBe(`23-11-2026 11:00 am,Customer,9876543210,no,Mahindra Treo,Dealer,Noida,Sector 18,201301,1,,yes,no,23-11-2026 11:30 am,lead-2,${consent}`);
});

test("a lead whose consent was withdrawn or erased carries no buyer's details in the CSV, and says when and why", () => {
  // withdrawn 24 Nov 2026 04:30 UTC = 10:00 am IST; erased 25 Nov 2026 21:00 UTC = 26 Nov 02:30 am IST
  const withdrawn = { ...sampleLead, withdrawnAt: Date.UTC(2026, 10, 24, 4, 30) };
  const erased = { ...sampleLead, id: "lead-2", name: "", mobile: "", pincode: "", areaName: "", cityName: "", withdrawnAt: Date.UTC(2026, 10, 24, 4, 30), erasedAt: Date.UTC(2026, 10, 25, 21), erasedBy: "buyer" as const };
  const rows = leadsCsv([forSeller(withdrawn), forSeller(erased)]).slice(1).split("\r\n");
  // withdrawn, the town goes as the erasure takes it: no name, mobile, town, area or pincode
  expect(rows[1]).toBe("23-11-2026 11:00 am,,,no,Mahindra Treo,Dealer,,,,1,,no,yes,,lead-0000-0001,2026-12-07,sellers confirm billing,23-11-2026 11:00 am,Shree Ganesh E-Motors,24-11-2026 10:00 am,,");
  expect(rows[2]).toBe("23-11-2026 11:00 am,,,no,Mahindra Treo,Dealer,,,,1,,no,yes,,lead-2,2026-12-07,sellers confirm billing,23-11-2026 11:00 am,Shree Ganesh E-Motors,24-11-2026 10:00 am,26-11-2026 02:30 am,buyer");
});

test("a cell a spreadsheet would run as a formula is written as text", () => {
  expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
  expect(csvCell("+91 call")).toBe("'+91 call");
  expect(csvCell("-1")).toBe("'-1");
  expect(csvCell("@cmd")).toBe("'@cmd");
  expect(csvCell('say "hi", please')).toBe('"say ""hi"", please"');
  expect(csvCell("नमस्ते")).toBe("नमस्ते");
});

test("a verified lead is marked in the lead page's CSV, beside the mobile", () => {
  const [header, row] = leadsCsv([{ ...sampleLead, verifiedAt: Date.UTC(2026, 10, 23, 5, 40) }]).slice(1).split("\r\n");
  expect(header!.split(",").slice(2, 4)).toEqual(["Mobile", "Verified"]);
  expect(row!.split(",").slice(2, 4)).toEqual(["9876543210", "yes"]);
});
