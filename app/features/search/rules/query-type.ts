import type { QueryType } from "../../../shared/enquiry";
import { priceLabel, type LabelInput } from "../../catalogue/rules/price-label";

// The enquiry dialog: which typeOfQuery each entry point sends, and what closing returns.

export type EntryPoint =
  | { from: "header" }
  | { from: "model"; typeName: string }
  | { from: "dealer" }
  | { from: "manufacturer" }
  | { from: "dealer-list" }
  | { from: "price"; row: LabelInput };

const DEALERSHIP_TYPE = "e rickshaw dealership";

export function queryTypeFor(entry: EntryPoint): QueryType {
  switch (entry.from) {
    case "header":
      return "Contact";
    case "model":
      return entry.typeName.trim().toLowerCase() === DEALERSHIP_TYPE ? "Dealership" : "Model";
    case "dealer":
      return "Dealer Inquiry";
    case "manufacturer":
      return "Manufacturer Inquiry";
    case "dealer-list":
      return "Dealer";
    case "price":
      return priceLabel(entry.row);
  }
}

/** How the enquiry ended when the dialog closes: never sent, or the submit call's outcome. */
export type DialogOutcome = "not-sent" | "sent" | "failed";

/** 'true' only for typeOfQuery Dealer after a successful enquiry; everything else 'false'. */
export function dialogCloseResult(typeOfQuery: QueryType, outcome: DialogOutcome): "true" | "false" {
  return typeOfQuery === "Dealer" && outcome === "sent" ? "true" : "false";
}
