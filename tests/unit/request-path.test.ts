import { expect, test } from "vitest";
import { isAdminApiPath, isAdminPath, isEnquiryPath, isLeadLinkPath, isLeadsApiPath, isPrivatePath, isRouterDataRequest, isSellerPath, normalisePath } from "#app/shared/rules/request-path";
import { pathCorpus } from "../corpus/path-corpus.mjs";

// One path, decided once: every decision about a request reads the path in one normal form, or
// the request is refused when the path has no single meaning.

const path = (raw: string) => {
  const verdict = normalisePath(raw);
  return verdict.ok ? verdict.path : verdict.status;
};

test("a path already in normal form is kept as it is", () => {
  for (const raw of ["/", "/brand/Mahindra", "/brand/Mahindra/Treo/Price-In-Noida", "/hi/brand/Mahindra", "/admin/", "/brand/Mahindra.data", "/_.data", "/sitemap/brands-1.xml"]) {
    expect(path(raw), raw).toBe(raw);
  }
});

test("escapes of unreserved characters are decoded once, other escapes kept with upper-case hex", () => {
  expect(path("/%61dmin/api/leads")).toBe("/admin/api/leads");
  expect(path("/%41DMIN")).toBe("/ADMIN");
  expect(path("/brand/Jezza%2DClassic")).toBe("/brand/Jezza-Classic");
  expect(path("/brand/%7e%5f%2e%30")).toBe("/brand/~_.0");
  expect(path("/brand/E%20Rickshaw")).toBe("/brand/E%20Rickshaw");
  expect(path("/brand/a%3bb")).toBe("/brand/a%3Bb");
  expect(path("/hi/%e0%a4%88")).toBe("/hi/%E0%A4%88");
  expect(path("/brand/100%25")).toBe("/brand/100%25");
});

test("repeated slashes are collapsed and dot segments removed, also when spelled with escapes", () => {
  expect(path("//admin/api/leads")).toBe("/admin/api/leads");
  expect(path("/admin//api///leads")).toBe("/admin/api/leads");
  expect(path("/./admin/./api/leads")).toBe("/admin/api/leads");
  expect(path("/x/../admin/api/leads")).toBe("/admin/api/leads");
  expect(path("/x/%2e%2e/admin")).toBe("/admin");
  expect(path("/x/.%2E/admin")).toBe("/admin");
  expect(path("/../../admin")).toBe("/admin");
  expect(path("/admin/api/..")).toBe("/admin/");
  expect(path("/admin/.")).toBe("/admin/");
  expect(path("/a..b/.c/d.")).toBe("/a..b/.c/d.");
});

test("an ambiguous path is refused: encoded slash or backslash, a backslash, double encoding, NUL, a broken escape", () => {
  expect(path("/admin%2fapi/leads")).toBe(404);
  expect(path("/admin%2Fapi/leads")).toBe(404);
  expect(path("/admin%5capi/leads")).toBe(404);
  expect(path("/admin\\api/leads")).toBe(404);
  expect(path("/%2561dmin")).toBe(400);
  expect(path("/admin%00")).toBe(400);
  expect(path("/admin\u0000")).toBe(400);
  expect(path("/admin%0a/api")).toBe(400);
  expect(path("/admin%zz")).toBe(400);
  expect(path("/admin%4")).toBe(400);
  expect(path("admin")).toBe(400);
});

test("the operator's area is named whatever the case of its letters, as React Router matches it", () => {
  for (const p of ["/admin", "/admin/", "/admin.data", "/admin/leads", "/ADMIN/leads", "/Admin/api/leads"]) expect(isAdminPath(p), p).toBe(true);
  for (const p of ["/administrator", "/admin-x", "/hi/admin", "/brand/admin"]) expect(isAdminPath(p), p).toBe(false);
  for (const p of ["/admin/api/leads", "/ADMIN/API/leads", "/admin/cache", "/admin/cache/isolate", "/admin/leads.csv", "/admin/statements/2026-11.csv"]) {
    expect(isAdminApiPath(p), p).toBe(true);
  }
  for (const p of ["/admin/leads", "/admin/leads.data", "/admin/catalogue"]) expect(isAdminApiPath(p), p).toBe(false);
  expect(isLeadLinkPath("/LEADS/abc")).toBe(true);
  // The traders' pull API sits among the lead pages, private like them, at every spelling React Router would match.
  for (const p of ["/leads/api", "/LEADS/Api", "/leads/api/"]) expect(isLeadsApiPath(p) && isPrivatePath(p), p).toBe(true);
  for (const p of ["/leads/api.data", "/leads/apis", "/leads/api/leads.csv", "/api/leads"]) expect(isLeadsApiPath(p), p).toBe(false);
  expect(isEnquiryPath("/HI/Enquiry.data")).toBe(true);
  expect(isEnquiryPath("/enquiry/x")).toBe(false);
});

test("the seller workspace and a Hindi lead page are private areas in either language, whatever the case of their letters", () => {
  for (const p of ["/seller", "/hi/seller", "/seller.data", "/hi/seller/staff", "/SELLER/settings.data", "/HI/Seller"]) expect(isSellerPath(p) && isPrivatePath(p), p).toBe(true);
  for (const p of ["/sellers", "/seller-x", "/brand/seller", "/hi/sellerx"]) expect(isSellerPath(p), p).toBe(false);
  for (const p of ["/hi/leads/abc", "/HI/LEADS/abc.data", "/hi/leads"]) expect(isLeadLinkPath(p) && isPrivatePath(p), p).toBe(true);
  expect(isLeadLinkPath("/hi/leadsx")).toBe(false);
});

test("every spelling of a protected path in the corpus is refused or reads as the operator's area", () => {
  const corpus = pathCorpus();
  expect(corpus.length).toBeGreaterThanOrEqual(60);
  for (const { path: spelled } of corpus) {
    const verdict = normalisePath(spelled.split("?")[0]!);
    if (!verdict.ok) continue;
    // What is left names the operator's area, or names nothing any router matches under it.
    const reached = verdict.path;
    const underAdmin = /^\/admin(?:[/.;]|$)/i.test(reached);
    if (underAdmin && !/^\/admin;/i.test(reached)) expect(isAdminPath(reached), spelled).toBe(true);
  }
});

test("React Router's data and discovery requests are told from pages by their documented names only", () => {
  for (const path of ["/brand/Mahindra.data", "/_.data", "/hi/_.data", "/admin/leads.data", "/__manifest"]) expect(isRouterDataRequest(path), path).toBe(true);
  for (const path of ["/", "/brand/Mahindra", "/brand/data", "/__manifest/x", "/hi/__manifest"]) expect(isRouterDataRequest(path), path).toBe(false);
});

test("the seller's workspace, in either language, its data addresses and its API are private paths; a page merely starting with 'seller' is not", () => {
  for (const path of ["/seller", "/hi/seller", "/seller/leads", "/hi/seller/leads/abc-123", "/seller.data", "/seller/leads.data", "/SELLER/Api/leads", "/seller/api/leads"]) {
    expect(isSellerPath(path), path).toBe(true);
    expect(isPrivatePath(path), path).toBe(true);
  }
  for (const path of ["/sellers", "/seller-guide", "/hi/sellerx", "/blog/seller", "/en/seller"]) expect(isSellerPath(path), path).toBe(false);
});
