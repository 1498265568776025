import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { fetchWorker, postApi, xsrfToken } from "./helpers";

const enquiry = { mobile: "9876511111", pincode: "201301", typeOfQuery: "Contact" };

function post(headers: Record<string, string>) {
  return fetchWorker("/api/addQuery", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(enquiry),
  });
}

async function expectForbidden(res: Response) {
  expect(res.status).toBe(403);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe("forbidden");
}

test("pages set a signed anti-forgery cookie that scripts can read; JSON answers set none", async () => {
  expect((await fetchWorker("/api/getType")).headers.get("Set-Cookie")).toBeNull();
  const res = await fetchWorker("/About-Us");
  const cookie = res.headers.get("Set-Cookie") ?? "";
  expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Max-Age=2592000; Path=\/; SameSite=Lax$/);
  expect(cookie).not.toMatch(/HttpOnly/i);
});

test("a request that already has a valid token gets no new cookie", async () => {
  const token = await xsrfToken();
  const res = await fetchWorker("/About-Us", { headers: { Cookie: `XSRF-TOKEN=${token}` } });
  expect(res.headers.get("Set-Cookie")).toBeNull();
});

test("over https the cookie is named with the __Host- prefix and is Secure", async () => {
  const res = await exports.default.fetch(new Request("https://example.in/About-Us"));
  expect(res.headers.get("Set-Cookie")).toMatch(/^__Host-XSRF-TOKEN=.+; Path=\/; Secure; SameSite=Lax$/);
});

test("a POST without the token is refused with 403", async () => {
  await expectForbidden(await post({}));
});

test("a POST whose header does not match the cookie is refused with 403", async () => {
  const token = await xsrfToken();
  const other = await xsrfToken();
  await expectForbidden(await post({ Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": other }));
});

test("a POST with a forged (unsigned) token in both places is refused with 403", async () => {
  const forged = "aaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";
  await expectForbidden(await post({ Cookie: `XSRF-TOKEN=${forged}`, "X-XSRF-TOKEN": forged }));
});

test("a token in the wrong cookie is refused with 403", async () => {
  const token = await xsrfToken();
  await expectForbidden(await post({ Cookie: `OTHER-TOKEN=${token}`, "X-XSRF-TOKEN": token }));
});

test("a cross-site POST is refused with 403 even with a valid token", async () => {
  await expectForbidden(await postApi("addQuery", enquiry, { "Sec-Fetch-Site": "cross-site" }));
  await expectForbidden(await postApi("addQuery", enquiry, { "Sec-Fetch-Site": "same-origin", Origin: "https://evil.example" }));
});

test("a same-origin POST with the echoed signed token is accepted", async () => {
  const res = await postApi("addQuery", enquiry);
  expect(res.status).toBe(200);
});
