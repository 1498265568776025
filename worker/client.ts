import { clientKey } from "#app/domain/rules/network-address";

/**
 * The visitor's address as Cloudflare reports it, as rate limits count it: an IPv6 address by its
 * /64 (app/domain/rules/network-address.ts clientKey); "local" in local runs without the header.
 */
export function clientIp(request: Request): string {
  return clientKey(request.headers.get("CF-Connecting-IP") ?? "local");
}
