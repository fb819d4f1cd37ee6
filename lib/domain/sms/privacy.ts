// What the SMS outbox may show once Twilio delivers for real (issue 16): a masked number,
// enough to tell messages apart, not to call anyone.

/** "+15551234567" → "+1••••••••67"-style: the country prefix's first digit and the last two. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, "");
  if (digits.length < 5) return "***";
  return `+${digits[0]}${"*".repeat(digits.length - 3)}${digits.slice(-2)}`;
}
