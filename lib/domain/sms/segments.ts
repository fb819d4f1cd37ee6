// How long a text message is, in the units carriers bill and split by (issue 16). A message in
// the GSM-7 alphabet fits 160 characters in one part and 153 per part when split; any other
// character (an emoji, a curly quote) makes the whole message UCS-2: 70 and 67. Characters of
// the GSM extension table (e.g. € [ ] { } ~ ^ | \) take two septets.

const GSM_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";

/** The most Haven sends in one message: Twilio refuses bodies over 1,600 characters. */
export const SMS_MAX_CHARACTERS = 1600;

export interface SmsLength {
  encoding: "GSM-7" | "UCS-2";
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
}

export function smsLength(body: string): SmsLength {
  let septets = 0;
  let gsm = true;
  for (const char of body) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: "GSM-7", units: septets, segments: septets === 0 ? 0 : septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = body.length;
  return { encoding: "UCS-2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

export type SmsBodyCheck = { ok: true; length: SmsLength } | { ok: false; message: string };

/** A body Haven may queue: not empty, within the provider's limit. */
export function checkSmsBody(body: string): SmsBodyCheck {
  if (body.trim().length === 0) return { ok: false, message: "A text message needs some words." };
  if (body.length > SMS_MAX_CHARACTERS) return { ok: false, message: `A text message can be at most ${SMS_MAX_CHARACTERS} characters.` };
  return { ok: true, length: smsLength(body) };
}
