import { postJson, tokenOf } from "./http.mjs";

// Forgery and access against the live server: every forged enquiry is a 403, the admin routes
// answer 401 without the right token and 429 to repeated failures.

export async function forgeryAndAccess(base) {
  const token = await tokenOf(base);
  const other = await tokenOf(base);
  const forged = `${token.split(".")[0]}.${"A".repeat(43)}`;
  const body = { mobile: "9000000001", pincode: "201301", typeOfQuery: "Contact" };
  const cases = {
    "missing token": await postJson(base, "/api/addQuery", body, null),
    "mismatched token": await postJson(base, "/api/addQuery", body, null, { Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": other }),
    "forged signature": await postJson(base, "/api/addQuery", body, null, { Cookie: `XSRF-TOKEN=${forged}`, "X-XSRF-TOKEN": forged }),
    "cross-site Fetch-Metadata": await postJson(base, "/api/addQuery", body, token, { "Sec-Fetch-Site": "cross-site" }),
    "token in the wrong cookie": await postJson(base, "/api/addQuery", body, null, { Cookie: `XSRF=${token}`, "X-XSRF-TOKEN": token }),
    "admin without token": await fetch(`${base}/admin/cache?tag=brand`),
    "admin with a wrong token": await fetch(`${base}/admin/cache?tag=brand`, { headers: { Authorization: "Bearer wrong" } }),
  };
  const statuses = Object.fromEntries(await Promise.all(Object.entries(cases).map(async ([k, r]) => (await r.arrayBuffer(), [k, r.status]))));
  const repeated = [];
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${base}/admin/cache?tag=brand`, { headers: { Authorization: `Bearer guess-${i}` } });
    await res.arrayBuffer();
    repeated.push(res.status);
  }
  statuses["admin after repeated failures"] = repeated.at(-1);
  return statuses;
}
