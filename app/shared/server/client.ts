import { clientKey } from "#app/shared/rules/network-address";

/** What stands for the visitor's address in a local run, where no CF-Connecting-IP header comes. */
export const LOCAL_CLIENT = "local";

/**
 * The visitor's address as Cloudflare reports it, as rate limits count it: an IPv6 address by its
 * /64 (app/shared/rules/network-address.ts clientKey); LOCAL_CLIENT in local runs without the header.
 */
export function clientIp(request: Request): string {
  return clientKey(request.headers.get("CF-Connecting-IP") ?? LOCAL_CLIENT);
}
