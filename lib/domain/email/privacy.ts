// What the outbox may keep once a production driver has delivered an e-mail (issue 15): no
// link that carries a secret, and no readable recipient address.

/** "taker@haven.local" → "t***@h***.local": enough to tell messages apart, not to find her. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${local[0]}***@${host ? `${host[0]}***` : "***"}${tld}`;
}

export const REDACTED_LINK = "[link removed after sending]";

/** Any web address with a query string or fragment may carry a token; every one is removed
 * (plain links to Haven's pages stay readable). */
export function redactLinks(body: string): string {
  return body.replace(/https?:\/\/[^\s"'<>]*[?#][^\s"'<>]*/g, REDACTED_LINK);
}
