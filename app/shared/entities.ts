import { z } from "zod";
import { type HindiSpecField, PRODUCT_TECH_FIELDS } from "./product-fields";

export { PRODUCT_TECH_FIELDS };

// Item schemas of the /api contract. Field names are exactly the spec's; a few
// extra fields (marked) exist where a screen needs them and the spec names none.

const text = z.string().default("");
const amount = z.number().int().nonnegative().default(0);
const flag = z.boolean().default(false);
/**
 * The Hindi version of a text the operator writes, beside its English field and named after it
 * with "Hi" (docs/decisions/122-hindi-operator-fields.md). Empty: there is none, and a Hindi
 * page shows the English field marked as English.
 */
const hindi = text;

export const BrandSchema = z.object({ brandName: z.string(), popularity: z.number().int() });

export const TypeSchema = z.object({ typeName: z.string(), categoryName: z.string() });

/** The type-name lookup: canonical category and two bounds as strings ("0" and "0" = none). */
export const TypeMappingSchema = z.object({
  typeName: z.string(),
  categoryName: z.string(),
  gt: z.string(),
  lte: z.string(),
});


/** A specification value and its Hindi version, side by side (docs/decisions/150). */
const specValue = <F extends string>(field: F) => ({ [field]: text, [`${field}Hi`]: hindi }) as Record<F | `${F}Hi`, typeof text>;

const techFields = Object.assign({}, ...PRODUCT_TECH_FIELDS.map(specValue)) as Record<(typeof PRODUCT_TECH_FIELDS)[number] | HindiSpecField, typeof text>;

export const ProductSchema = z.object({
  brandName: z.string(),
  name: z.string(),
  categoryName: z.string(),
  typeName: z.string(),
  cityName: text,
  price: amount,
  ...specValue("mileage"),
  pricePerKm: text,
  ...specValue("speed"),
  ...techFields,
  aboutProduct: text,
  aboutProductHi: hindi,
  h2: text,
  description: text,
});

export const PriceSchema = z.object({
  brandName: z.string(),
  name: z.string(),
  cityName: z.string(),
  exShowroomPrice: amount,
  rto: amount,
  insurance: amount,
  warranty: amount,
  accessory: amount,
  otherCharge: amount,
  emi: amount,
  deliveryFlag: flag,
  offer: text,
  offerHi: hindi,
  h2: text,
  dealer: flag,
  manufacturer: flag,
  type: text,
});

/**
 * extra (no spec item): one of a model's town prices (docs/decisions/146): its price row without
 * its texts (offer, heading), what its "from" price, its price near a place and that price's
 * breakup are worked out from.
 */
export const ModelPriceSchema = PriceSchema.omit({ offer: true, offerHi: true, h2: true });

/** extra: a town with a published price of a vehicle type (docs/decisions/146, 147). */
export const PricedTownSchema = z.object({ cityName: z.string() });

/**
 * extra (no spec item): a model in a list of its type (docs/decisions/148): its price row's own
 * fields a card and a table row show, and the facts the list sorts and narrows by (its range in km
 * a charge, null when none is stated; its battery, "" when neither lead-acid nor lithium).
 */
export const ModelListItemSchema = PriceSchema.pick({
  brandName: true, name: true, cityName: true, exShowroomPrice: true, emi: true, dealer: true, manufacturer: true, type: true,
}).extend({ rangeKm: z.number().int().positive().nullable().default(null), battery: z.enum(["lead-acid", "lithium", ""]).default("") });

/**
 * extra: what a town has of a vehicle type (docs/decisions/147): its models, their lowest and
 * highest published ex-showroom price (0: none published), and how many have each battery.
 */
export const TownTypeSchema = z.object({
  cityName: z.string(),
  type: z.string(),
  models: amount,
  lowest: amount,
  highest: amount,
  leadAcid: amount,
  lithium: amount,
});

/** extra: what a type's list in India offers to narrow by: how many models it lists, its lowest and highest published price, and which batteries its models have. */
export const TypeFactsSchema = z.object({ typeName: z.string(), models: amount, lowest: amount, highest: amount, leadAcid: flag, lithium: flag });

export const DealerProductSchema = z.object({
  brandName: z.string(),
  modelName: z.string(),
  title: text,
  traderName: text,
  tName: text,
  offeredBy: text,
});

export const TraderSchema = z.object({
  tName: z.string(),
  traderName: z.string(),
  ceo: text,
  traderType: z.enum(["Dealer", "Manufacturer"]),
  foundationYear: text,
  annualTurnover: text,
  cin: text,
  llp: text,
  gstNumber: text,
  legalCheck: text,
  typeName: z.array(z.string()).default([]),
  majorMarket: text,
  majorMarketHi: hindi,
  about: text,
  aboutHi: hindi,
  ourCapability: text,
  ourCapabilityHi: hindi,
  infrastructure: text,
  infrastructureHi: hindi,
  other: text,
  otherHi: hindi,
  address: text,
  addressHi: hindi,
  brandDeal: z.array(z.string()).default([]),
  brandList: z.array(DealerProductSchema).default([]),
  cityName: text,
  offeredBy: text,
  activate: z.enum(["0", "1"]),
  employeeCount: text,
});

export const LocationSchema = z.object({
  stateName: z.string(),
  districtName: text,
  cityName: text,
  // extra: the area level of the hierarchy and the coordinates used for reverse geocoding
  areaName: text,
  pincode: text,
  lat: z.number().optional(),
  lng: z.number().optional(),
});

export const MetadataSchema = z.object({
  name: z.string(),
  value: z.string(),
  h1: text,
  h2: z.array(z.string()).default([]),
  about: text,
  title: text,
  description: text,
  keywords: text,
});

export const MetadataNameSchema = z.object({ name: z.string(), value: z.string() });

export const BlogSchema = z.object({
  category: z.string(),
  url: z.string(),
  name: z.string(),
  nameHi: hindi,
  activate: z.string(),
  html: text,
  htmlHi: hindi,
  youtube: text,
  other: text,
  otherHi: hindi,
});

export const ArticleSectionSchema = z.object({
  h3: text,
  p1: z.array(z.string()).default([]),
  imgUrl: text,
  imgAlt: text,
  li: z.array(z.string()).default([]),
  p2: z.array(z.string()).default([]),
  ref: z.array(z.string()).default([]),
});

export const ArticleSchema = z.object({
  // extra: the section ("article" or "trending"), the url and the title (h1)
  name: z.string(),
  url: z.string(),
  h1: z.string(),
  h1Hi: hindi,
  p: text,
  pHi: hindi,
  h2: text,
  h2Hi: hindi,
  imgUrl: text,
  imgAlt: text,
  content: z.array(ArticleSectionSchema).default([]),
  // the sections in Hindi, each as its English one (its pictures and links included); [] = none
  contentHi: z.array(ArticleSectionSchema).default([]),
  // each related link's name, with its Hindi version (docs/decisions/151; "" = none)
  ref: z.array(z.object({ url: z.string(), alt: z.string(), altHi: hindi })).default([]),
});

/** YYYY-MM-DD, a day of the calendar. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD");

/**
 * extra (no spec field): one purchase-incentive rule with its effective dates (docs/decisions/117).
 * A scheme is the rules with the same scheme, level, state and segment; each covers registrations
 * from `validFrom` to `validTo` inclusive ("" = no end known). After a scheme's last rule ends its
 * status is `afterEnd`: "closed" when a source says so, "unknown" when nothing is sourced.
 */
export const SubsidyRuleSchema = z.object({
  ruleId: z.string(),
  scheme: z.string(),
  schemeHi: hindi,
  level: z.enum(["central", "state"]),
  /** The state of a state scheme ("" for a central one), as the catalogue's towns name it. */
  stateName: text,
  /** e2w: electric two-wheelers; l3: e-rickshaws and e-carts; l5: electric autos and cargo. */
  segment: z.enum(["e2w", "l3", "l5"]),
  /** ₹ per kWh of battery (0: a flat amount, the cap). */
  perKwh: amount,
  /** The most the rule pays (0 with perKwh: no cap). */
  cap: amount,
  /** The highest ex-factory price that qualifies (0: no limit). */
  maxExFactory: amount,
  /** advanced: lead-acid batteries do not qualify. */
  battery: z.enum(["advanced", "any"]).default("any"),
  validFrom: isoDay,
  validTo: z.union([isoDay, z.literal("")]).default(""),
  afterEnd: z.enum(["closed", "unknown"]).default("unknown"),
  source: z.string(),
  sourceHi: hindi,
  /** When the source said it: YYYY-MM or YYYY-MM-DD. */
  sourceDate: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, "A date as YYYY-MM or YYYY-MM-DD"),
  note: text,
  noteHi: hindi,
});

export const VerifyResultSchema = z.object({
  Status: z.enum(["Success", "Failed"]),
  Details: z.string(),
  /** The Worker's own answers: the key of the visitor's message (app/shared/rules/enquiry-messages.ts). */
  messageKey: z.string().optional(),
});

export type Brand = z.infer<typeof BrandSchema>;
export type VehicleType = z.infer<typeof TypeSchema>;
export type TypeMapping = z.infer<typeof TypeMappingSchema>;
export type Product = z.infer<typeof ProductSchema>;
export type Price = z.infer<typeof PriceSchema>;
export type DealerProduct = z.infer<typeof DealerProductSchema>;
export type Trader = z.infer<typeof TraderSchema>;
export type Location = z.infer<typeof LocationSchema>;
export type Metadata = z.infer<typeof MetadataSchema>;
export type MetadataName = z.infer<typeof MetadataNameSchema>;
export type Blog = z.infer<typeof BlogSchema>;
export type Article = z.infer<typeof ArticleSchema>;
export type SubsidyRule = z.infer<typeof SubsidyRuleSchema>;
export type VerifyResult = z.infer<typeof VerifyResultSchema>;
export type ModelListItem = z.infer<typeof ModelListItemSchema>;
export type TownType = z.infer<typeof TownTypeSchema>;
export type TypeFacts = z.infer<typeof TypeFactsSchema>;
export type ModelPrice = z.infer<typeof ModelPriceSchema>;
