import { expect, test } from "vitest";
import { findTrader, resolveLeadIdentity } from "#app/features/leads/rules/identity";

const catalogue = {
  brands: ["Mahindra", "YC Electric"],
  models: ["Treo", "Treo Zor"],
  traders: [
    { tName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors", traderType: "Dealer" as const },
    { tName: "Atul-Auto", traderName: "Atul Auto", traderType: "Dealer" as const },
    { tName: "Atul-Auto", traderName: "Atul Auto Ltd", traderType: "Manufacturer" as const },
  ],
};
const ask = (extra: Partial<{ brandName: string; modelName: string; tName: string; typeOfQuery: string }>) =>
  resolveLeadIdentity({ brandName: "Mahindra", modelName: "Treo", tName: "Shree-Ganesh-E-Motors", typeOfQuery: "Dealer", ...extra }, catalogue);

test("an enquiry's brand, model and trader resolve to the catalogue's spelling", () => {
  expect(ask({ brandName: "mahindra ", modelName: "TREO.", tName: "Shree Ganesh E Motors" })).toEqual({
    catalogueBrand: "Mahindra", catalogueModel: "Treo", traderTName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors",
    traderType: "Dealer", modelKey: "mahindra|treo", traderKey: "shree ganesh e motors", match: "matched",
  });
});

test("a model or trader the catalogue does not know is unmatched, keyed by its normalised name", () => {
  expect(ask({ modelName: "Treo  Ultra" })).toMatchObject({ match: "unmatched", catalogueModel: "", modelKey: "mahindra|treo ultra" });
  expect(ask({ tName: "Nowhere Motors" })).toMatchObject({ match: "unmatched", traderTName: "", traderKey: "nowhere motors" });
  expect(ask({ brandName: "Mahindraa" })).toMatchObject({ match: "unmatched", catalogueModel: "" });
});

test("an enquiry naming nothing is matched and names no trader (the operator's)", () => {
  expect(ask({ brandName: "", modelName: "", tName: "", typeOfQuery: "Contact" })).toMatchObject({
    match: "matched", traderTName: "", modelKey: "", traderKey: "",
  });
});

test("when a dealer and a manufacturer share a name, the kind of enquiry decides", () => {
  expect(findTrader(catalogue.traders, "Atul Auto", "Dealer")?.traderType).toBe("Dealer");
  expect(findTrader(catalogue.traders, "Atul Auto", "Manufacturer Inquiry")?.traderType).toBe("Manufacturer");
  expect(findTrader(catalogue.traders, "Atul Auto Ltd.", "Dealer")?.traderType).toBe("Manufacturer");
  expect(findTrader(catalogue.traders, "", "Dealer")).toBeUndefined();
});
