// A support taker's address is never shown to an admin unless she chooses to reveal it (and
// the reveal is audited, issue 18). The mask keeps only the first letter of each part, enough
// to tell two rows apart, never enough to read the address.

export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${local[0]}•••@${host ? `${host[0]}•••` : "•••"}${tld}`;
}
