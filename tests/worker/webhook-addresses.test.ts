import { env, exports } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import type { WebhookJob } from "#app/features/leads/server/webhooks";
import { saveWebhook } from "#app/features/leads/server/webhooks";
import { sendToWebhook } from "#app/features/leads/server/webhook-delivery";
import { ADMIN_TOKEN, DEALER, admin, confirmMobile, fetchWorkerWithEnv, holdQueue, ledger, runQueue, sendEnquiry, sentBodies } from "./helpers";

// A trader's webhook must be on the public internet (app/shared/rules/network-address.ts):
// refused when it is set, and again before each send, whatever was stored before.

afterEach(() => vi.restoreAllMocks());

const SECRET = "whsec-test-0123456789-abcdefghij";
/** Set as the deployed site is asked (at its public host): this machine's addresses are refused too. */
const setHook = (url: string) =>
  exports.default.fetch(
    new Request(`https://evcatalogue.example/admin/api/traders/${DEALER.tName}/webhook`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ url, secret: SECRET }),
    }),
  );

const PRIVATE_HOOKS = [
  "https://169.254.169.254/latest/meta-data/",
  "https://10.0.0.1/hook",
  "https://172.16.5.4/hook",
  "https://192.168.1.5/hook",
  "https://100.64.0.1/hook",
  "https://0.0.0.0/hook",
  "https://[::1]/hook",
  "https://127.0.0.1/hook",
  "https://localhost/hook",
  "https://[fd12:3456::1]/hook",
  "https://[fe80::1]/hook",
  "https://[::ffff:169.254.169.254]/hook",
  "https://[::ffff:10.0.0.1]/hook",
  "https://[64:ff9b::a00:1]/hook",
  "https://[2002:c0a8:0101::1]/hook",
  "https://0xa9.0xfe.0xa9.0xfe/hook",
  "https://2130706433/hook",
  "https://metadata.google.internal/hook",
  "https://printer.local/hook",
  "https://intranet/hook",
];

test("a webhook in a private, loopback, link-local or other special-purpose range, or on a local-only name, is refused when set", async () => {
  for (const url of PRIVATE_HOOKS) {
    const res = await setHook(url);
    expect(res.status, url).toBe(400);
    const body = (await res.json()) as { error: { issues: { path: string; message: string }[] } };
    expect(body.error.issues[0], url).toMatchObject({ path: "url", message: expect.stringMatching(/^Not on the public internet: /) });
  }
  expect((await admin(`/traders/${DEALER.tName}/webhook`)).status).toBe(404);
  expect((await setHook("https://crm.example.in/leads")).status).toBe(200);
});

test("a stored webhook in a private range is refused again when sending: a dead letter at once, nothing fetched", async () => {
  const fetched = vi.spyOn(globalThis, "fetch");
  // Stored directly, as an address accepted before the rule would be.
  await saveWebhook(env.DB, DEALER.tName, "https://169.254.169.254/latest/meta-data/", SECRET);
  const queue = holdQueue(env.WEBHOOK_QUEUE);
  expect((await sendEnquiry("9866650001")).status).toBe(200);
  await confirmMobile("9866650001");
  const jobs = sentBodies<WebhookJob>(queue);
  queue.mockRestore();
  expect(jobs).toHaveLength(1);
  const result = await runQueue("lead-webhooks", jobs.map((body) => ({ body })));
  expect(result.explicitAcks).toEqual(["m1"]);
  expect(fetched.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input))).not.toContainEqual(expect.stringContaining("169.254"));
  const [lead] = await ledger("9866650001");
  expect(lead).toMatchObject({ webhookState: "failed" });
  const letter = await env.DB.prepare("SELECT lastError FROM dead_letter WHERE leadId = ?1").bind(lead!.id).first<{ lastError: string }>();
  expect(letter?.lastError).toMatch(/^address refused: Not on the public internet: a link-local network/);
  // The operator's "send a test" says the same, without sending.
  const test = (await (await admin(`/traders/${DEALER.tName}/webhook/test`, { method: "POST" })).json()) as { delivered: boolean; answer: string };
  expect(test).toMatchObject({ delivered: false, answer: expect.stringMatching(/^address refused: /) });
});

const THIS_MACHINE = "http://127.0.0.1:8832/hook";
/** Set through the operator API of the Worker reached at http://localhost, with SITE_URL as given. */
const setHookWith = (siteUrl: string, url: string) =>
  fetchWorkerWithEnv({ SITE_URL: siteUrl }, `/admin/api/traders/${DEALER.tName}/webhook`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ url, secret: SECRET }),
  });
const fetchedUrls = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));

test("one rule for a webhook on this machine when it is set, sent and tested: only where SITE_URL names this machine, never where SITE_URL is empty", async () => {
  const fetched = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("ok"));
  // Reached at http://localhost (as a deployment without SITE_URL could be through a tunnel): the
  // request's host no longer decides; an empty SITE_URL is no local run for a webhook.
  const unset = await setHookWith("", THIS_MACHINE);
  expect(unset.status).toBe(400);
  expect(((await unset.json()) as { error: { issues: { message: string }[] } }).error.issues[0]!.message).toBe("Only https URLs are accepted");
  expect((await setHookWith("https://evcatalogue.example", THIS_MACHINE)).status).toBe(400);
  // SITE_URL naming this machine: set.
  expect((await setHookWith("http://127.0.0.1:8787", THIS_MACHINE)).status).toBe(200);

  // Sent: the same rule. Without SITE_URL nothing is fetched; naming this machine, the receiver is.
  const hook = { url: THIS_MACHINE, secret: SECRET };
  expect(await sendToWebhook({ ...env, SITE_URL: "" }, hook, "lead-local", "{}")).toEqual({ error: "address refused: Only https URLs are accepted", refused: true });
  expect(fetchedUrls(fetched)).toEqual([]);
  expect(await sendToWebhook({ ...env, SITE_URL: "http://localhost:8787" }, hook, "lead-local", "{}")).toEqual({ error: "", refused: false });
  expect(fetchedUrls(fetched)).toEqual([THIS_MACHINE]);

  // Tested by the operator (the send above, not a check of its own): refused without SITE_URL.
  fetched.mockClear();
  const tested = (await (await admin(`/traders/${DEALER.tName}/webhook/test`, { method: "POST" })).json()) as { delivered: boolean; answer: string };
  expect(tested).toEqual({ tName: DEALER.tName, delivered: false, answer: "address refused: Only https URLs are accepted" });
  expect(fetchedUrls(fetched)).toEqual([]);
  await admin(`/traders/${DEALER.tName}/webhook`, { method: "DELETE" });
});
