import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import type { NotifyJob } from "#app/features/leads/server/notify";
import { readOutbox } from "#app/shared/messaging/local";
import { DEALER, admin, fetchWorker, ledger, postApi, runQueue, sendEnquiry } from "./helpers";

// End to end (docs/decisions/111 and 112): an enquiry becomes billable when the buyer confirms the
// number, and that is when its trader's phone hears of it — one SMS with the lead page's link.

afterEach(() => vi.restoreAllMocks());

test("once the buyer confirms the number, the billable lead reaches its trader's phone by SMS, once", async () => {
  expect((await admin(`/traders/${DEALER.tName}/contact`, { method: "PUT", body: JSON.stringify({ notifyPhone: "9811122501" }) })).status).toBe(200);
  const queued = vi.spyOn(env.NOTIFY_QUEUE, "sendBatch").mockResolvedValue(undefined as unknown as QueueSendBatchResponse);
  const mobile = "9877700501";
  expect((await sendEnquiry(mobile)).status).toBe(200);
  // Not billable yet: nothing for the trader's phone.
  expect(queued).not.toHaveBeenCalled();

  expect((await postApi("sendOtp", { mobile })).status).toBe(200);
  const otp = /\b\d{6}\b/.exec((await readOutbox(env.DB, { to: mobile, limit: 1 }))[0]!.text)![0];
  expect(await (await postApi("verify", { mobile, otp })).json()).toMatchObject({ Status: "Success" });
  const jobs = queued.mock.calls.flatMap(([messages]) => [...messages].map((m) => m.body as NotifyJob));
  const [lead] = await ledger(mobile);
  expect(lead).toMatchObject({ billable: 1 });
  expect(jobs).toEqual([{ leadId: lead!.id, channel: "sms", recipient: "+919811122501" }]);

  await runQueue("lead-notifications", jobs.map((body) => ({ body })));
  const [sms, ...more] = await readOutbox(env.DB, { to: "9811122501" });
  expect(more).toEqual([]);
  // The trader chose no language: Hindi, the workspace's default; its link opens the Hindi lead page where there is one.
  expect(sms!.text).toMatch(/^EV Catalogue India पर नई लीड: एक ग्राहक, \+91 98777 00501, Noida में Mahindra Treo के बारे में पूछ रहे हैं। अपनी लीड देखें: http:\/\/localhost:8787\/(hi\/)?leads\/[\w-]{43}$/);
  expect((await fetchWorker(new URL(/(http\S+)$/.exec(sms!.text)![1]!).pathname)).status).toBe(200);
});
