import { expect, test } from "vitest";
import { ipv6Bytes, nonPublicHost } from "#app/shared/rules/network-address";
import { checkWebhookUrl } from "#app/features/leads/rules/webhook-url";

// Hosts a request may go to on someone's say-so (app/shared/rules/network-address.ts): the
// special-purpose ranges of RFC 6890 and its successors are refused, IPv4 carried in IPv6 is
// judged as the IPv4 address, and names only a local network answers are refused.

test("IPv4 addresses in private, loopback, link-local, shared, documentation, multicast and reserved ranges are not public", () => {
  const refused: [string, string][] = [
    ["169.254.169.254", "a link-local network (cloud metadata)"],
    ["10.0.0.1", "a private network"],
    ["10.255.255.255", "a private network"],
    ["172.16.0.1", "a private network"],
    // 172.16.0.0/12 ends at 172.31.255.255
    ["172.31.255.255", "a private network"],
    ["192.168.1.1", "a private network"],
    ["127.0.0.1", "this machine (loopback)"],
    ["127.45.6.7", "this machine (loopback)"],
    ["0.0.0.0", "this network"],
    // 100.64.0.0/10: 100.64.0.0 to 100.127.255.255
    ["100.64.0.1", "a carrier's shared network"],
    ["100.127.255.255", "a carrier's shared network"],
    ["192.0.0.8", "the IETF's protocol assignments"],
    ["192.0.2.10", "documentation"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.9", "documentation"],
    // 198.18.0.0/15: 198.18.0.0 to 198.19.255.255
    ["198.19.1.1", "benchmarking"],
    ["224.0.0.251", "multicast"],
    ["255.255.255.255", "reserved"],
  ];
  for (const [host, what] of refused) expect(nonPublicHost(host), host).toBe(what);
  // Just outside those ranges: public.
  for (const host of ["172.15.255.255", "172.32.0.0", "100.63.255.255", "100.128.0.0", "169.253.255.255", "11.0.0.1", "8.8.8.8", "198.20.0.1", "223.255.255.255"]) {
    expect(nonPublicHost(host), host).toBeNull();
  }
});

test("IPv6 loopback, unique-local, link-local, mapped and translated addresses are not public; IPv4 carried in them is judged as IPv4", () => {
  const refused: [string, string][] = [
    ["[::1]", "this machine (loopback)"],
    ["[::]", "the unspecified address"],
    ["[fd12:3456:789a::1]", "a unique-local network"],
    ["[fc00::1]", "a unique-local network"],
    ["[fe80::1]", "a link-local network"],
    // fe80::/10 ends at febf:…
    ["[febf:ffff::1]", "a link-local network"],
    ["[ff02::1]", "multicast"],
    ["[2001:db8::1]", "documentation"],
    ["[::ffff:a9fe:a9fe]", "an IPv4-mapped address"],
    ["[::ffff:8.8.8.8]", "an IPv4-mapped address"],
    // 64:ff9b::/96 carries the IPv4 address in its last 32 bits: 0a00:0001 is 10.0.0.1.
    ["[64:ff9b::a00:1]", "a private network"],
    // 2002::/16 (6to4) carries it in bits 16-47: c0a8:0101 is 192.168.1.1.
    ["[2002:c0a8:101::1]", "a private network"],
  ];
  for (const [host, what] of refused) expect(nonPublicHost(host), host).toBe(what);
  for (const host of ["[2606:4700:4700::1111]", "[64:ff9b::808:808]", "[2002:808:808::1]", "[2400:cb00::1]"]) {
    expect(nonPublicHost(host), host).toBeNull();
  }
});

test("an IPv6 address is read whole, '::' standing for the zero groups it replaces", () => {
  expect(ipv6Bytes("[::1]")).toEqual([...Array(15).fill(0), 1]);
  expect(ipv6Bytes("2001:db8::ff00:42:8329")).toEqual([0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0xff, 0x00, 0x00, 0x42, 0x83, 0x29]);
  expect(ipv6Bytes("::ffff:10.0.0.1")).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 10, 0, 0, 1]);
  for (const bad of ["1::2::3", "1:2:3:4:5:6:7:8:9", "1:2:3", "12345::", "example.in", "::g"]) expect(ipv6Bytes(bad), bad).toBeNull();
});

test("names only a local network answers are not public; other names are, whatever they may resolve to", () => {
  for (const host of ["localhost", "api.localhost", "printer.local", "metadata.google.internal", "nas.home.arpa", "intranet", "router.lan"]) {
    expect(nonPublicHost(host), host).not.toBeNull();
  }
  for (const host of ["crm.example.in", "hooks.zapier.com", "crm.receiver.test"]) expect(nonPublicHost(host), host).toBeNull();
});

test("a webhook address is judged by the host the URL parser reads, in every spelling of it", () => {
  const deployed = { localRun: false };
  // 0xa9.0xfe.0xa9.0xfe and 2852039166 are 169.254.169.254; 0x7f.1 and 017700000001 are 127.0.0.1.
  for (const url of ["https://0xa9.0xfe.0xa9.0xfe/x", "https://2852039166/x", "https://0x7f.1/x", "https://017700000001/x", "https://[0:0:0:0:0:ffff:a9fe:a9fe]/x", "https://LOCALHOST./x"]) {
    expect(checkWebhookUrl(url, deployed), url).toMatchObject({ ok: false, reason: expect.stringMatching(/^Not on the public internet: /) });
  }
  // In a local run this machine is allowed (the tests' receivers), nothing else private is.
  expect(checkWebhookUrl("http://127.0.0.1:8832/hook", { localRun: true }).ok).toBe(true);
  expect(checkWebhookUrl("https://10.0.0.1/hook", { localRun: true }).ok).toBe(false);
});
