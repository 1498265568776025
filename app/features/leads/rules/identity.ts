import type { Enquiry } from "../../../shared/enquiry";
import { identityKey } from "./identity-key";

// An enquiry's brand, model and trader resolved against the catalogue. The
// duplicate rule runs on what this gives (modelKey, traderKey), never on the raw spelling.

export type TraderType = "Dealer" | "Manufacturer";
export type LeadMatch = "matched" | "unmatched";

export type LeadIdentity = {
  /** The names as the catalogue spells them; "" when not named or not in the catalogue. */
  catalogueBrand: string;
  catalogueModel: string;
  traderTName: string;
  traderName: string;
  traderType: TraderType | "";
  /** Keys of the duplicate rule: the catalogue's names when known, else the names as sent. */
  modelKey: string;
  traderKey: string;
  /** matched: every brand, model and trader the enquiry names is in the catalogue. */
  match: LeadMatch;
};

export type CatalogueTrader = { tName: string; traderName: string; traderType: TraderType };
/** What resolution needs: all brands, the models of the named brand, all traders. */
export type CatalogueNames = {
  brands: readonly string[];
  models: readonly string[];
  traders: readonly CatalogueTrader[];
};

const MANUFACTURER_KINDS = new Set(["Manufacturer Inquiry", "Contact Manufacturer"]);

export function findName(names: readonly string[], wanted: string): string {
  const key = identityKey(wanted);
  return key ? (names.find((name) => identityKey(name) === key) ?? "") : "";
}

/**
 * The trader an enquiry names, by its URL name (tName) or its display name. When a dealer and a
 * manufacturer share the name, the kind of enquiry decides.
 */
export function findTrader(
  traders: readonly CatalogueTrader[],
  wanted: string,
  typeOfQuery: string,
): CatalogueTrader | undefined {
  const key = identityKey(wanted);
  if (!key) return undefined;
  const found = traders.filter((t) => identityKey(t.tName) === key || identityKey(t.traderName) === key);
  const preferred: TraderType = MANUFACTURER_KINDS.has(typeOfQuery) ? "Manufacturer" : "Dealer";
  return found.find((t) => t.traderType === preferred) ?? found[0];
}

export function resolveLeadIdentity(
  enquiry: Pick<Enquiry, "brandName" | "modelName" | "tName"> & { typeOfQuery: string },
  catalogue: CatalogueNames,
): LeadIdentity {
  const brand = findName(catalogue.brands, enquiry.brandName);
  const model = brand ? findName(catalogue.models, enquiry.modelName) : "";
  const trader = findTrader(catalogue.traders, enquiry.tName, enquiry.typeOfQuery);
  const known = (named: string, found: string) => !identityKey(named) || Boolean(found);
  const matched =
    known(enquiry.brandName, brand) && known(enquiry.modelName, model) && known(enquiry.tName, trader?.tName ?? "");
  const modelKey = [brand || enquiry.brandName, model || enquiry.modelName].map(identityKey).join("|");
  return {
    catalogueBrand: brand,
    catalogueModel: model,
    traderTName: trader?.tName ?? "",
    traderName: trader?.traderName ?? "",
    traderType: trader?.traderType ?? "",
    modelKey: modelKey === "|" ? "" : modelKey,
    traderKey: identityKey(trader?.tName ?? enquiry.tName),
    match: matched ? "matched" : "unmatched",
  };
}

