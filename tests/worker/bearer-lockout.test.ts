import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { ADMIN_TOKEN_LOCKOUT, PULL_KEY_LOCKOUT, bearerToken, checkUnderLockout } from "#app/shared/security/bearer-lockout";
import { inOneWindow } from "./helpers";

// One rule for every secret a script presents (the admin token, a trader's pull-API key): failures
// counted per address on the secret's own limiter (five a minute in wrangler.toml), then a lockout
// during which nothing presented is even checked.

const from = (ip: string) => new Request("http://localhost/", { headers: { "CF-Connecting-IP": ip } });
const ip = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

test("the bearer token is what follows 'Bearer ' in the Authorization header, spaces trimmed; another scheme presents an empty token; no header presents none", () => {
  expect(bearerToken("Bearer abc.def")).toBe("abc.def");
  expect(bearerToken("Bearer  abc ")).toBe("abc");
  expect(bearerToken("Basic YWRtaW46eA==")).toBe("");
  expect(bearerToken("Bearer ")).toBe("");
  expect(bearerToken(undefined)).toBeUndefined();
});

test("a locked-out address is refused before its secret is checked, the right secret included, and a secret never presented is refused uncounted", async () => {
  const { verdicts, checked, afterAbsent } = await inOneWindow(async () => {
    const address = from(ip());
    let checked = 0;
    const check = async (secret: string) => {
      checked++;
      return secret === "right" ? "owner" : null;
    };
    // six absent secrets: none counts, so the right one still opens
    for (let i = 0; i < 6; i++) expect(await checkUnderLockout(env, PULL_KEY_LOCKOUT, address, undefined, check)).toEqual({ ok: false, refused: "absent" });
    const afterAbsent = await checkUnderLockout(env, PULL_KEY_LOCKOUT, address, "right", check);
    // five wrong secrets pass the limiter (5 a minute), the sixth locks the address out
    const verdicts = [];
    for (let i = 0; i < 6; i++) verdicts.push(await checkUnderLockout(env, PULL_KEY_LOCKOUT, address, `guess-${i}`, check));
    checked = 0;
    verdicts.push(await checkUnderLockout(env, PULL_KEY_LOCKOUT, address, "right", check));
    return { verdicts, checked, afterAbsent };
  });
  expect(afterAbsent).toEqual({ ok: true, value: "owner" });
  // 5 × "wrong" then "locked" for the sixth guess, then "locked" for the right secret
  expect(verdicts.map((v) => (v.ok ? "ok" : v.refused))).toEqual(["wrong", "wrong", "wrong", "wrong", "wrong", "locked", "locked"]);
  expect(checked).toBe(0);
});

test("each secret has its own lockout: an address locked out of the pull API may still present the admin token", async () => {
  const verdict = await inOneWindow(async () => {
    const address = from(ip());
    const never = async () => null;
    for (let i = 0; i < 6; i++) await checkUnderLockout(env, PULL_KEY_LOCKOUT, address, `guess-${i}`, never);
    expect(await checkUnderLockout(env, PULL_KEY_LOCKOUT, address, "any", never)).toEqual({ ok: false, refused: "locked" });
    return checkUnderLockout(env, ADMIN_TOKEN_LOCKOUT, address, "the token", async () => true);
  });
  expect(verdict).toEqual({ ok: true, value: true });
});
