// "Sign-in from a new device" (issue 16): what counts as the same device. Pure.
//
// A device is the browser family, the operating system and the network it signs in from,
// coarsely: browser versions change every few weeks and home or mobile addresses move within
// their provider's range, and neither should look like a stranger. IPv4 addresses keep their
// first two octets (/16), IPv6 its first three groups (/48). The caller stores only a keyed
// hash of the result.

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPod)\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export interface DeviceDescription {
  browser: string | null;
  system: string | null;
  /** For the e-mail: "Firefox on Windows", or null when nothing is recognisable. */
  label: string | null;
}

export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const text = (userAgent ?? "").slice(0, 512);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  const label = browser && system ? `${browser} on ${system}` : (browser ?? system);
  return { browser, system, label };
}

/** The network part of an address: 203.0.113.7 → 203.0; 2001:db8:1:2::7 → 2001:db8:1. */
export function networkPrefix(address: string | null | undefined): string {
  const value = (address ?? "").trim().toLowerCase();
  if (value.startsWith("::ffff:") && value.includes(".")) return networkPrefix(value.slice(7));
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(value);
  if (v4) return `${v4[1]}.${v4[2]}`;
  if (value.includes(":")) {
    const [head = "", tail = ""] = value.split("::");
    const left = head ? head.split(":") : [];
    const right = tail ? tail.split(":") : [];
    const groups = value.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
    return groups
      .slice(0, 3)
      .map((g) => g.replace(/^0+(?=.)/, ""))
      .join(":");
  }
  return "unknown";
}

/** What is hashed into the stored fingerprint. */
export function deviceFingerprintInput(userAgent: string | null | undefined, address: string | null | undefined): string {
  const { browser, system } = describeDevice(userAgent);
  return `${browser ?? "?"}|${system ?? "?"}|${networkPrefix(address)}`;
}

/** A device not seen for this long is new again. */
export const KNOWN_DEVICE_DAYS = 90;

export type SignInVerdict = "first" | "known" | "new";

/**
 * The very first device an account records (its sign-up, or its first sign-in after this
 * feature shipped) is never "new"; after that, a device unseen in KNOWN_DEVICE_DAYS is.
 */
export function judgeSignIn(hasAnyDevice: boolean, lastSeenAt: Date | null, now: Date): SignInVerdict {
  if (!hasAnyDevice) return "first";
  if (lastSeenAt && now.getTime() - lastSeenAt.getTime() < KNOWN_DEVICE_DAYS * 86_400_000) return "known";
  return "new";
}
