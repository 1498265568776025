// Which hosts the site may send a request to on someone's say-so (a trader's webhook): only one
// on the public internet (docs/decisions/154). An address literal is checked against the
// special-purpose ranges of RFC 6890 and its successors — private, loopback, link-local (the
// cloud metadata address 169.254.169.254 among them), shared, documentation, benchmarking,
// multicast and reserved, IPv6 unique-local and link-local, IPv4-mapped and -compatible IPv6,
// and IPv4 addresses carried inside IPv6 (NAT64, 6to4), judged as the IPv4 address they carry. A name is
// refused when it can only be local (no dot, or a local-use suffix); what a public name resolves
// to cannot be known here (the Worker resolves no names itself), see the decision.

type Range = { bytes: readonly number[]; bits: number; what: string };

const v4 = (cidr: string, what: string): Range => {
  const [address, bits] = cidr.split("/");
  return { bytes: address!.split(".").map(Number), bits: Number(bits), what };
};

/** IPv4 ranges that are not the public internet (RFC 6890, RFC 6598, RFC 5737, RFC 2544, RFC 5771, RFC 1112). */
const IPV4_RANGES: readonly Range[] = [
  v4("0.0.0.0/8", "this network"),
  v4("10.0.0.0/8", "a private network"),
  v4("100.64.0.0/10", "a carrier's shared network"),
  v4("127.0.0.0/8", "this machine (loopback)"),
  v4("169.254.0.0/16", "a link-local network (cloud metadata)"),
  v4("172.16.0.0/12", "a private network"),
  v4("192.0.0.0/24", "the IETF's protocol assignments"),
  v4("192.0.2.0/24", "documentation"),
  v4("192.88.99.0/24", "6to4 relays"),
  v4("192.168.0.0/16", "a private network"),
  v4("198.18.0.0/15", "benchmarking"),
  v4("198.51.100.0/24", "documentation"),
  v4("203.0.113.0/24", "documentation"),
  v4("224.0.0.0/4", "multicast"),
  v4("240.0.0.0/4", "reserved"),
];

const v6 = (prefix: readonly number[], bits: number, what: string): Range => ({ bytes: prefix, bits, what });

/** IPv6 ranges that are not the public internet (RFC 6890, RFC 4193, RFC 4291, RFC 3849, RFC 6666, RFC 8215). */
const IPV6_RANGES: readonly Range[] = [
  v6([], 128, "the unspecified address"),
  v6([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 128, "this machine (loopback)"),
  v6([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96, "an IPv4-mapped address"),
  v6([], 96, "an IPv4-compatible address (deprecated)"),
  v6([0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48, "a local IPv4 translation"),
  v6([0x01, 0x00], 64, "the discard prefix"),
  v6([0x20, 0x01, 0x00], 23, "the IETF's protocol assignments"),
  v6([0x20, 0x01, 0x0d, 0xb8], 32, "documentation"),
  v6([0xfc], 7, "a unique-local network"),
  v6([0xfe, 0x80], 10, "a link-local network"),
  v6([0xfe, 0xc0], 10, "a site-local network"),
  v6([0xff], 8, "multicast"),
];

/** IPv6 prefixes that carry an IPv4 address, judged as that address: NAT64 (last 4 bytes), 6to4 (bytes 2 to 5). */
const CARRIES_IPV4: readonly { prefix: readonly number[]; at: number }[] = [
  { prefix: [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], at: 12 },
  { prefix: [0x20, 0x02], at: 2 },
];

/** Names that only a local network answers (RFC 6761, RFC 6762, RFC 8375, ICANN's .internal). */
/** This machine by name or loopback address: what a local run's SITE_URL names, never a deployment's. */
export const isLocalHost = (hostname: string) => LOCAL_HOSTS.has(hostname);
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const LOCAL_SUFFIXES = [".localhost", ".local", ".localdomain", ".internal", ".home.arpa", ".lan", ".intranet"];

const within = (bytes: readonly number[], range: Range) => {
  for (let bit = 0; bit < range.bits; bit++) {
    const mask = 0x80 >> bit % 8;
    if (((bytes[bit >> 3] ?? 0) & mask) !== ((range.bytes[bit >> 3] ?? 0) & mask)) return false;
  }
  return true;
};

/** A dotted-quad IPv4 address (the URL parser's form of every IPv4 spelling), or null. */
export function ipv4Bytes(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

/** An IPv6 address, with or without its brackets, as 16 bytes, or null. */
export function ipv6Bytes(host: string): number[] | null {
  const text = host.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (!text.includes(":") || !/^[0-9a-f:.]+$/.test(text)) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (const [i, piece] of pieces.entries()) {
      const tail = i === pieces.length - 1 ? ipv4Bytes(piece) : null;
      if (tail) out.push((tail[0]! << 8) | tail[1]!, (tail[2]! << 8) | tail[3]!);
      else if (/^[0-9a-f]{1,4}$/.test(piece)) out.push(parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !rest) return null;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<number>(missing).fill(0), ...rest].flatMap((g) => [g >> 8, g & 255]);
}

/**
 * Why a host (a URL's hostname, IPv6 in brackets) is no place on the public internet, or null
 * when it is: a special-purpose address literal, or a name only a local network can answer.
 */
export function nonPublicHost(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  const four = ipv4Bytes(host);
  if (four) return IPV4_RANGES.find((r) => within(four, r))?.what ?? null;
  const six = ipv6Bytes(host);
  if (six) {
    const own = IPV6_RANGES.find((r) => within(six, r))?.what;
    if (own) return own;
    const carrier = CARRIES_IPV4.find(({ prefix }) => prefix.every((b, i) => six[i] === b));
    return carrier ? (IPV4_RANGES.find((r) => within(six.slice(carrier.at, carrier.at + 4), r))?.what ?? null) : null;
  }
  if (!host.includes(".")) return "a name without a domain (only a local network answers it)";
  if (host === "localhost" || LOCAL_SUFFIXES.some((s) => host.endsWith(s))) return "a name only a local network answers";
  return null;
}

/**
 * The key a client address is counted under: an IPv4 address as it is, an IPv6 address by its
 * /64 (one subscriber's network: a phone or a home gets a whole /64 and can send from any of its
 * 2^64 addresses), an IPv4 address carried as IPv4-mapped IPv6 as that IPv4 address. Anything
 * else ("local" in a local run) as given.
 */
export function clientKey(address: string): string {
  const six = address.includes(":") ? ipv6Bytes(address) : null;
  if (!six) return address;
  if (six.slice(0, 10).every((b) => b === 0) && six[10] === 0xff && six[11] === 0xff) return six.slice(12).join(".");
  const groups = [0, 2, 4, 6].map((i) => ((six[i]! << 8) | six[i + 1]!).toString(16));
  return `${groups.join(":")}::/64`;
}
