// Words an e-mail subject, a sender name or a push notification must never carry (issue 16,
// ARCHITECTURE.md §7): anyone glancing at her inbox or lock screen must learn nothing. Pure.

const REVEALING = [
  /abus/i,
  /harass/i,
  /assault/i,
  /violen/i,
  /danger/i,
  /emergenc/i,
  /\bsos\b/i,
  /crisis/i,
  /rape/i,
  /stalk/i,
  /domestic/i,
  /\bunsafe\b/i,
  /\bsafety\b/i,
  /\bhelp ?line\b/i,
  /hotline/i,
  /shelter/i,
  /victim/i,
  /survivor/i,
  /threat/i,
  /\bhurt/i,
  /\bpolice\b/i,
  /\blawyer\b/i,
  /\btherap/i,
  /counsel/i,
  /\bsupport (?:for|group)\b/i,
  /women'?s/i,
  /escape/i,
  /\bflee/i,
];

/** The revealing words in a line, or an empty list when it is discreet. */
export function revealingWords(line: string): string[] {
  return REVEALING.filter((pattern) => pattern.test(line)).map((pattern) => line.match(pattern)![0]);
}

export function isDiscreet(line: string): boolean {
  return revealingWords(line).length === 0;
}
