/** The visitor's address as Cloudflare reports it; "local" in local runs without the header. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}
