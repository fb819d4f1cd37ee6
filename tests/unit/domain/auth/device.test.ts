import { describeDevice, deviceFingerprintInput, judgeSignIn, KNOWN_DEVICE_DAYS, networkPrefix } from "@/lib/domain/auth/device";

const FIREFOX_WIN = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const EDGE_WIN = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86";
const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const SAMSUNG = "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36";

describe("a device is its browser family and system (issue 16)", () => {
  it.each([
    [FIREFOX_WIN, "Firefox on Windows"],
    [CHROME_MAC, "Chrome on Mac"],
    [SAFARI_IPHONE, "Safari on iPhone"],
    [EDGE_WIN, "Edge on Windows"],
    [CHROME_ANDROID, "Chrome on Android"],
    [SAMSUNG, "Samsung Internet on Android"],
    ["curl/8.5.0", null],
    ["", null],
    [null, null],
  ])("%s → %s", (ua, label) => {
    expect(describeDevice(ua).label).toBe(label);
  });

  it("a browser update is the same device", () => {
    expect(deviceFingerprintInput(FIREFOX_WIN, "203.0.113.7")).toBe(deviceFingerprintInput(FIREFOX_WIN.replace(/133\.0/g, "134.0"), "203.0.113.7"));
  });

  it("another browser or another network is another device", () => {
    expect(deviceFingerprintInput(FIREFOX_WIN, "203.0.113.7")).not.toBe(deviceFingerprintInput(EDGE_WIN, "203.0.113.7"));
    expect(deviceFingerprintInput(FIREFOX_WIN, "203.0.113.7")).not.toBe(deviceFingerprintInput(FIREFOX_WIN, "198.51.100.7"));
  });
});

describe("the network prefix", () => {
  it.each([
    ["203.0.113.7", "203.0"],
    ["203.0.200.1", "203.0"], // a new address from the same provider is the same network
    ["::ffff:203.0.113.7", "203.0"],
    ["2001:db8:1:2::7", "2001:db8:1"],
    ["2001:0db8:0001:ffff:1:2:3:4", "2001:db8:1"],
    ["::1", "0:0:0"],
    ["unknown", "unknown"],
    ["", "unknown"],
    [null, "unknown"],
  ])("%s → %s", (address, prefix) => {
    expect(networkPrefix(address)).toBe(prefix);
  });
});

describe("which sign-ins are new", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it.each([
    [false, null, "first"], // the account's first device (its sign-up): never a notice
    [false, daysAgo(1), "first"],
    [true, daysAgo(0), "known"],
    [true, daysAgo(KNOWN_DEVICE_DAYS - 1), "known"],
    [true, daysAgo(KNOWN_DEVICE_DAYS), "new"], // not seen for the whole window
    [true, null, "new"], // never seen, and the account has other devices
  ] as const)("has devices %s, last seen %s → %s", (hasAny, lastSeen, verdict) => {
    expect(judgeSignIn(hasAny, lastSeen, now)).toBe(verdict);
  });
});
