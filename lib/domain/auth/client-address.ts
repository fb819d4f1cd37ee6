// Which address a request came from, for per-source rate limits (issue 15). Pure.
//
// X-Forwarded-For is read from the right: each proxy appends the address it received the
// request from, and Haven's server appends the socket's address last (scripts/peer-address.cjs).
// With `trustedHops` proxies of our own in front (TRUSTED_PROXY_HOPS), the client is the entry
// that many places left of the last. Entries further left were written by the client and are
// never trusted.

/** The client's address from the X-Forwarded-For chain, or "unknown". */
export function clientAddressFrom(forwardedFor: string | null | undefined, trustedHops: number): string {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return "unknown";
  const hops = Math.max(0, Math.floor(trustedHops));
  // Fewer entries than proxies: the request did not come through them all; the leftmost entry
  // is the furthest any of our proxies saw.
  const index = Math.max(0, chain.length - 1 - hops);
  return normaliseAddress(chain[index]!);
}

/** "::ffff:10.0.0.1" and "10.0.0.1" are one client; a port on an IPv4 entry is dropped. */
export function normaliseAddress(address: string): string {
  let value = address.trim().toLowerCase();
  if (value.startsWith("::ffff:") && value.includes(".")) value = value.slice(7);
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  if (v4WithPort) value = v4WithPort[1]!;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  return value.slice(0, 64) || "unknown";
}
