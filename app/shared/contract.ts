import { z } from "zod";
import { CacheLong, CacheNone, CacheShort, type CacheStrategy } from "./cache/cache-strategies";
import { isBandFrom, isBandTo } from "./rules/price-bands";
import * as E from "./entities";
import { CityRecordSchema, CustomerSchema, EnquirySchema, LocationRecordSchema, VerifySchema } from "./enquiry";
import { BATTERIES, BUDGETS, SORTS } from "./rules/model-list";
import { SearchHitSchema, SearchTextSchema } from "./search/hit";
import { SendOtpSchema } from "./verification";

// The one table of /api calls. The BFF's routes and validation, the embedded
// origin's handler registry, the loaders' typed client and the contract tests all derive from it.
// Each GET row names its cache strategy (./cache-strategies.ts).

const name = z.string().trim().min(1, "Required").max(120, "At most 120 characters");
const count = z.coerce.number().int("Whole number").min(1).max(1000);
/** A price band's bound in whole rupees, read as a number and on a ₹10,000 step's edge (./rules/price-bands.ts): one answer per band, the band asked. */
const bound = (onStep: (rupees: number) => boolean, refused: string) =>
  z
    .string()
    .regex(/^\d{1,7}$/, "Digits only")
    .transform(Number)
    .refine(onStep, refused)
    .transform(String);
const bandFrom = bound(isBandFrom, "0, or the first rupee of a ₹10,000 step, such as 80001");
const bandTo = bound(isBandTo, "0, or the last rupee of a ₹10,000 step, such as 90000");
const coordinate = (max: number) => z.coerce.number().min(-max).max(max);
const none = z.strictObject({});
/** Where a list read a page at a time starts: the name of its first item, letters before it, or "" (the first). */
const pageStart = z.string().trim().max(120, "At most 120 characters");

type GetRow = {
  method: "GET";
  query: z.ZodObject;
  item: z.ZodObject;
  /** An empty answer means the thing asked for does not exist (→ 404 at the edge). */
  notFoundWhenEmpty: boolean;
  /** How its answers are cached: long (KV), short (the location's edge cache) or none. */
  cache: CacheStrategy;
  /** worker: this Worker answers the call itself in both origin modes, never an origin. */
  answeredBy?: "worker";
  /** Its parameters are words a person typed, in any script: the non-ASCII rule does not apply. */
  anyScript?: true;
};
type PostRow = {
  method: "POST";
  body: z.ZodType;
  /** text: the reply body is a message for the visitor; json: parsed with `result`. */
  reply: "text" | "json";
  result?: z.ZodObject;
  /**
   * worker: this Worker answers the call itself in both origin modes and never passes it to an
   * origin (verifying numbers, as the lead ledger, is the Worker's: docs/decisions/109).
   */
  answeredBy?: "worker";
};

const get = <Q extends z.ZodObject, I extends z.ZodObject>(
  query: Q,
  item: I,
  cache: CacheStrategy,
  notFoundWhenEmpty = false,
) => ({ method: "GET" as const, query, item, cache, notFoundWhenEmpty }) satisfies GetRow;
const q = z.strictObject;

export const contract = {
  getBrand: get(none, E.BrandSchema, CacheLong()),
  getBrandByPopularity: get(q({ popularity: z.coerce.number().int().min(0).max(1000) }), E.BrandSchema, CacheLong()),
  getBrandByOrder: get(q({ count }), E.BrandSchema, CacheLong()),
  getType: get(none, E.TypeSchema, CacheLong()),
  getTypeByOrder: get(none, E.TypeSchema, CacheLong()),
  getTypeByName: get(q({ typeName: name }), E.TypeMappingSchema, CacheLong(), true),
  getModelByBrandandType: get(q({ brandName: name, typeName: name }), E.ProductSchema, CacheLong()),
  getModelByBrand: get(q({ brandName: name, count }), E.ProductSchema, CacheLong(), true),
  getModelByOrderandBrand: get(q({ brandName: name, count }), E.ProductSchema, CacheLong(), true),
  getModelByType: get(q({ typeName: name, count }), E.ProductSchema, CacheLong()),
  getProductByBrand: get(q({ brandName: name }), E.ProductSchema, CacheLong(), true),
  getProductByType: get(q({ typeName: name, count }), E.ProductSchema, CacheLong()),
  getProductByBrandandModel: get(q({ brandName: name, name }), E.ProductSchema, CacheLong(), true),
  getProductByPromotion: get(q({ promotion: name }), E.ProductSchema, CacheLong()),
  getCategoryCity: get(q({ category: name, city: name }), E.PriceSchema, CacheLong(), true),
  getState: get(none, E.LocationSchema, CacheLong()),
  // The catalogue's towns with their district, state and centre: where a dealer is, for routing.
  getCity: get(none, E.LocationSchema, CacheLong()),
  getDistrict: get(q({ stateName: name }), E.LocationSchema, CacheLong()),
  getArea: get(q({ stateName: name, districtName: name, cityName: name }), E.LocationSchema, CacheLong()),
  getTrader: get(q({ traderType: z.enum(["Dealer", "Manufacturer"]) }), E.TraderSchema, CacheLong()),
  getTraderByName: get(q({ traderType: z.literal("Manufacturer"), tName: name }), E.TraderSchema, CacheLong(), true),
  getTraderByBrand: get(q({ traderType: z.enum(["Dealer", "Manufacturer"]), brandName: name }), E.TraderSchema, CacheLong()),
  getTraderByCity: get(q({ city: name }), E.TraderSchema, CacheLong()),
  getDealerByName: get(q({ traderType: z.literal("Dealer"), tName: name }), E.TraderSchema, CacheLong(), true),
  getDealerByBrand: get(q({ traderType: z.literal("Dealer"), brandName: name }), E.TraderSchema, CacheLong()),
  getDealerByCity: get(q({ typeName: name, city: name }), E.TraderSchema, CacheLong()),
  getDealerByCityandActivate: get(q({ typeName: name, city: name }), E.TraderSchema, CacheLong(), true),
  getMetadata: get(q({ name, value: name }), E.MetadataSchema, CacheLong(), true),
  getMetadataByName: get(q({ name, count }), E.MetadataNameSchema, CacheLong()),
  getBlog: get(q({ category: name, url: name }), E.BlogSchema, CacheLong(), true),
  getBlogByActivate: get(q({ activate: z.enum(["0", "1"]) }), E.BlogSchema, CacheLong()),
  getBlogging: get(q({ name: z.enum(["article", "trending"]), url: name }), E.ArticleSchema, CacheLong(), true),
  // Any point on the map is a parameter, and a visitor's own position is hardly asked twice.
  getGeoCode: get(q({ lat: coordinate(90), lng: coordinate(180) }), E.LocationSchema, CacheNone()),
  getPriceByModelandCity: get(q({ brandName: name, name, cityName: name }), E.PriceSchema, CacheLong(), true),
  getPriceByBrand: get(q({ brandName: name, count }), E.PriceSchema, CacheLong(), true),
  getPriceByCityandType: get(q({ cityName: name, typeName: name }), E.PriceSchema, CacheLong()),
  getPriceByType: get(q({ typeName: name, count, gt: bandFrom, lte: bandTo }), E.PriceSchema, CacheLong(), true),
  // extra (no spec call): every purchase-incentive rule with its dates (docs/decisions/117).
  getSubsidyRule: get(none, E.SubsidyRuleSchema, CacheLong()),
  // The one search box (docs/decisions/114): answered by this Worker from an index of the lists
  // above, in both origin modes; what is typed is free text in Hindi too, and unbounded, so its
  // answers stay in the location's edge cache.
  search: {
    ...get(q({ q: SearchTextSchema }), SearchHitSchema, CacheShort()),
    answeredBy: "worker",
    anyScript: true,
  },

  addCustomer: { method: "POST", body: CustomerSchema, reply: "text" },
  addQuery: { method: "POST", body: EnquirySchema, reply: "text" },
  addLocation: { method: "POST", body: LocationRecordSchema, reply: "text" },
  // The one-time code of a verified number: sent by SMS, then checked.
  sendOtp: { method: "POST", body: SendOtpSchema, reply: "json", result: E.VerifyResultSchema, answeredBy: "worker" },
  verify: { method: "POST", body: VerifySchema, reply: "json", result: E.VerifyResultSchema, answeredBy: "worker" },
  addCity: { method: "POST", body: CityRecordSchema, reply: "text" },
  // extra (no spec call): the lists that grow with the catalogue, read one page at a time
  // (docs/decisions/136). `from` is where the page starts (a name, or the first letters of one):
  // text anyone can send, so those answers stay in the edge cache, never a KV write each.
  getBrandFrom: get(q({ from: pageStart, count }), E.BrandSchema, CacheShort()),
  getCityByState: get(q({ stateName: name, from: pageStart, count }), E.LocationSchema, CacheShort()),
  getCityByName: get(q({ cityName: name }), E.LocationSchema, CacheLong()),
  // extra (no spec call): the "from" price rows of a type's most popular models (model, town and
  // price only), so a tool that needs those prices reads a row a model, not the brands' price
  // lists (docs/decisions/140).
  getFromPriceByType: get(q({ typeName: name, count }), E.PriceSchema.pick({ brandName: true, name: true, cityName: true, exShowroomPrice: true }), CacheLong()),
  // extra: a type's models in India (city "") or in a town, sorted and narrowed, a page at a time
  // from a model (`from`: "Brand/Model", "" for the first page; docs/decisions/148). `from` is text
  // anyone can send, so these answers stay in the edge cache.
  getModelList: get(
    q({
      typeName: name,
      city: z.string().trim().max(120, "At most 120 characters"),
      sort: z.enum(SORTS),
      battery: z.enum(["", ...BATTERIES]),
      budget: z.enum(["", ...BUDGETS.map((b) => b.key)]),
      from: z.string().trim().max(250, "At most 250 characters"),
      count,
    }),
    E.ModelListItemSchema,
    CacheShort(),
  ),
  // extra: what a town has of each vehicle type, kept beside the prices (docs/decisions/147).
  getTownTypes: get(q({ city: name }), E.TownTypeSchema, CacheLong()),
  // extra: what a type's list in India offers to narrow by, and how many models it lists (docs/decisions/148).
  getTypeFacts: get(q({ typeName: name }), E.TypeFactsSchema, CacheLong()),
  // extra: every town price of one model, without its texts: its "from" price and its price near
  // any town are both worked out from these rows, by one rule (docs/decisions/145, 146).
  getPriceByModel: get(q({ brandName: name, name }), E.ModelPriceSchema, CacheLong()),
  // extra: the towns with a published price of a type: where the nearest price of the type is
  // sought from a place without its own (a town's page, a type in such a town; docs/decisions/146).
  getTownsByType: get(q({ typeName: name }), E.PricedTownSchema, CacheLong()),
} as const satisfies Record<string, GetRow | PostRow>;

export type Contract = typeof contract;
export type CallName = keyof Contract;
export type GetCallName = { [K in CallName]: Contract[K] extends GetRow ? K : never }[CallName];
export type PostCallName = Exclude<CallName, GetCallName>;
/** The GET calls this Worker answers itself (the search); the rest go to the origin. */
export type WorkerGetCallName = { [K in GetCallName]: Contract[K] extends { answeredBy: "worker" } ? K : never }[GetCallName];
export type OriginGetCallName = Exclude<GetCallName, WorkerGetCallName>;
/** The POST calls this Worker answers itself; the rest go to the origin. */
export type WorkerCallName = { [K in PostCallName]: Contract[K] extends { answeredBy: "worker" } ? K : never }[PostCallName];
export type OriginPostCallName = Exclude<PostCallName, WorkerCallName>;

export type CallParams<N extends GetCallName> = z.input<Contract[N]["query"]>;
export type CallQuery<N extends GetCallName> = z.output<Contract[N]["query"]>;
export type CallItem<N extends GetCallName> = z.output<Contract[N]["item"]>;
export type PostBody<N extends PostCallName> = z.output<Contract[N]["body"]>;

export const GET_CALLS = Object.keys(contract).filter(
  (n) => contract[n as CallName].method === "GET",
) as GetCallName[];
export const POST_CALLS = Object.keys(contract).filter(
  (n) => contract[n as CallName].method === "POST",
) as PostCallName[];

export function isCallName(value: string): value is CallName {
  return Object.hasOwn(contract, value);
}

export function isWorkerCall(name: PostCallName): name is WorkerCallName {
  return (contract[name] as PostRow).answeredBy === "worker";
}

export function isWorkerGet(name: GetCallName): name is WorkerGetCallName {
  return (contract[name] as GetRow).answeredBy === "worker";
}

/** Whether a call's parameters may hold any script (else non-ASCII is a 404). */
export function takesAnyScript(name: GetCallName): boolean {
  return (contract[name] as GetRow).anyScript === true;
}

/** The loaders' client: typed, in-process, the same path as public /api. */
export type Api = {
  call<N extends GetCallName>(name: N, params: CallParams<N>): Promise<CallItem<N>[]>;
};
