import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { originPost } from "#worker/origin";
import { ENQUIRY_MESSAGES } from "#app/shared/rules/enquiry-messages";
import { sentMessageFor } from "#app/features/enquiry/components/kind-words";
import { en } from "#app/features/enquiry/messages";
import { expectLogged, fetchWorker, ORIGIN, remoteMode, xsrfToken } from "./helpers";
import { stubOrigin } from "./stub-origin";

// The enquiry page without JavaScript: its form carries the visitor's anti-forgery token, and
// its action checks it, validates with the enquiry schema and sends through the BFF.

afterEach(() => vi.restoreAllMocks());

const PAGE = "/enquiry?typeOfQuery=Model&brandName=Mahindra&modelName=Treo";
const hiddenToken = (html: string) => /name="_xsrf" value="([^"]*)"/.exec(html)?.[1];
const cookieToken = (res: Response) => /XSRF-TOKEN=([^;]+)/.exec(res.headers.get("Set-Cookie") ?? "")?.[1];
let ip = 0;

function submit(fields: Record<string, string>, headers: Record<string, string> = {}, page = PAGE) {
  ip += 1;
  return fetchWorker(page, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin",
      Origin: ORIGIN,
      "CF-Connecting-IP": `10.20.${ip}.${Math.floor(Math.random() * 250)}`,
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

async function validForm(mobile: string, extra: Record<string, string> = {}) {
  const token = await xsrfToken();
  const fields = { _xsrf: token, id: `form-${mobile}`, typeOfQuery: "Model", brandName: "Mahindra", modelName: "Treo", mobile, pincode: "201301", ...extra };
  return { fields, cookie: { Cookie: `XSRF-TOKEN=${token}` } };
}

async function stored(mobile: string) {
  const { results } = await env.DB.prepare("SELECT id, typeOfQuery, brandName, modelName, pincode FROM enquiry WHERE mobile = ?")
    .bind(mobile).all();
  return results;
}

test("a first visit's form carries the very token the response sets in the cookie", async () => {
  const res = await fetchWorker(PAGE);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(cookieToken(res)).toBeTruthy();
  expect(hiddenToken(html)).toBe(cookieToken(res));
});

test("a returning visitor's form carries the cookie's token and no new cookie is set", async () => {
  const token = await xsrfToken();
  const res = await fetchWorker(PAGE, { headers: { Cookie: `XSRF-TOKEN=${token}` } });
  expect(res.headers.get("Set-Cookie")).toBeNull();
  expect(hiddenToken(await res.text())).toBe(token);
});

test("the enquiry page is noindex, never cached, and prefilled from the link", async () => {
  const res = await fetchWorker(`${PAGE}&cityName=Noida`);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const html = await res.text();
  expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  expect(html).toContain("Mahindra Treo in Noida");
  expect(html).toContain('name="modelName" value="Treo"');
  expect(html).toContain('placeholder="Enter 10 Digit Number"');
  expect(html).toContain('placeholder="Enter Your City Pincode"');
});

test("an unknown typeOfQuery still gets a Contact form", async () => {
  const res = await fetchWorker("/enquiry?typeOfQuery=Free%20Money");
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('name="typeOfQuery" value="Contact"');
});

test("a valid form is answered 200 with the server's message and stored once, even if sent twice", async () => {
  const { fields, cookie } = await validForm("9876533001");
  const res = await submit(fields, cookie);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain(sentMessageFor("Model", en));
  expect(html).toMatch(/>OK<\/a>/);
  // The entry form is gone (the code's forms carry the mobile only as a hidden field).
  expect(html).not.toMatch(/<input(?![^>]*type="hidden")[^>]*name="mobile"/);
  expect(html).not.toContain('name="pincode"');
  expect((await submit(fields, cookie)).status).toBe(200);
  expect(await stored("9876533001")).toEqual([
    { id: "form-9876533001", typeOfQuery: "Model", brandName: "Mahindra", modelName: "Treo", pincode: "201301" },
  ]);
  const customer = await env.DB.prepare("SELECT name FROM customer WHERE mobile = ?").bind("9876533001").first();
  expect(customer).toEqual({ name: "customer" });
});

test("with JavaScript the form posts to its data address, in either language, and is taken the same way", async () => {
  for (const [path, mobile] of [["/enquiry.data", "9876533011"], ["/hi/enquiry.data", "9876533012"]] as const) {
    const { fields, cookie } = await validForm(mobile);
    const res = await submit(fields, cookie, `${path}?typeOfQuery=Model&brandName=Mahindra&modelName=Treo`);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("X-Remix-Response"), path).toBe("yes");
    expect(await stored(mobile)).toHaveLength(1);
  }
});

test("invalid fields are answered 400 with each field's message, and nothing is stored", async () => {
  const { fields, cookie } = await validForm("987653300", { pincode: "20130" });
  const res = await submit(fields, cookie);
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain(ENQUIRY_MESSAGES.mobileInvalid);
  expect(html).toContain(ENQUIRY_MESSAGES.pincodeInvalid);
  expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
  expect(await stored("987653300")).toEqual([]);
});

test("a form without the _xsrf field, with a forged one, or from another site is refused", async () => {
  const { fields, cookie } = await validForm("9876533002");
  const { _xsrf: _, ...withoutToken } = fields;
  const forged = "aaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";
  const answers = [
    await submit(withoutToken, cookie),
    await submit(fields, {}),
    await submit({ ...fields, _xsrf: forged }, { Cookie: `XSRF-TOKEN=${forged}` }),
    await submit(fields, { ...cookie, "Sec-Fetch-Site": "cross-site" }),
  ];
  expect(answers.map((r) => r.status)).toEqual([403, 403, 403, 403]);
  expect(await answers[0]!.text()).toContain("This form had expired. Please submit it again.");
  // Another Origin is refused even earlier, by React Router's own check of actions (400).
  expect((await submit(fields, { ...cookie, Origin: "https://evil.example" })).status).toBe(400);
  expect(await stored("9876533002")).toEqual([]);
});

test("when the origin cannot take the enquiry it is queued and the visitor is told it was received", async () => {
  if (remoteMode()) stubOrigin.down = true;
  else vi.spyOn(originPost, "addQuery").mockRejectedValue(new Error("D1 unavailable"));
  const sent = vi.spyOn(env.ENQUIRY_QUEUE, "send");
  const { fields, cookie } = await validForm("9876533003");
  const res = await submit(fields, cookie);
  expect(res.status).toBe(202);
  expect(await res.text()).toContain(sentMessageFor("Model", en));
  expect(sent.mock.calls.some(([delivery]) => (delivery as { name: string }).name === "addQuery")).toBe(true);
  expectLogged("warn", /queued/);
});
