import type { PostCallName } from "#app/shared/contract";
import { refusal } from "#app/shared/server/errors";

// Limits that fit people: each call counts on its own, so a visitor who
// registers (addCustomer) and then enquires (addQuery) at five dealers in a minute is never
// refused, while more than 20 enquiries a minute from one mobile or 60 from one client address
// are. The limits themselves are the bindings' (wrangler.toml); the key names the call.

type Limiter = "ENQUIRY_MOBILE_LIMITER" | "ENQUIRY_IP_LIMITER" | "OTP_LIMITER";
type Limits = { mobile: Limiter; ip: Limiter };

const PER_CALL: Record<PostCallName, Limits> = {
  addQuery: { mobile: "ENQUIRY_MOBILE_LIMITER", ip: "ENQUIRY_IP_LIMITER" },
  addCustomer: { mobile: "ENQUIRY_MOBILE_LIMITER", ip: "ENQUIRY_IP_LIMITER" },
  addLocation: { mobile: "ENQUIRY_MOBILE_LIMITER", ip: "ENQUIRY_IP_LIMITER" },
  addCity: { mobile: "ENQUIRY_MOBILE_LIMITER", ip: "ENQUIRY_IP_LIMITER" },
  // Guessing a one-time password must stay slow, and codes cost an SMS each: their own, tighter
  // limiter (the codes' own limits, 3 sends an hour and 5 tries a code, are kept in D1).
  sendOtp: { mobile: "OTP_LIMITER", ip: "OTP_LIMITER" },
  verify: { mobile: "OTP_LIMITER", ip: "OTP_LIMITER" },
};

export async function enforceRateLimits(env: Env, name: PostCallName, mobile: string, ip: string): Promise<void> {
  const limits = PER_CALL[name];
  const checks = [env[limits.ip].limit({ key: `${name}:ip:${ip}` })];
  if (mobile) checks.push(env[limits.mobile].limit({ key: `${name}:mobile:${mobile}` }));
  const outcomes = await Promise.all(checks);
  if (outcomes.some((o) => !o.success)) {
    throw refusal(429, "rate_limited", "rateLimited", { "Retry-After": "60" });
  }
}
