import { clientAddressFrom, normaliseAddress } from "@/lib/domain/auth/client-address";

describe("the client address is read from the right of X-Forwarded-For (issue 15)", () => {
  it.each([
    // [header as the server sees it (its socket address appended last), trusted hops, client]
    ["203.0.113.9", 0, "203.0.113.9"],
    ["1.2.3.4, 203.0.113.9", 0, "203.0.113.9"], // a forged first entry is ignored
    ["1.2.3.4, 5.6.7.8, 203.0.113.9", 0, "203.0.113.9"],
    ["198.51.100.7, 10.0.0.2", 1, "198.51.100.7"], // one proxy of ours at 10.0.0.2
    ["1.2.3.4, 198.51.100.7, 10.0.0.2", 1, "198.51.100.7"], // the client forged 1.2.3.4
    ["1.2.3.4, 198.51.100.7, 10.0.0.3, 10.0.0.2", 2, "198.51.100.7"],
    ["10.0.0.2", 3, "10.0.0.2"], // fewer entries than hops: the furthest entry our proxies saw
    ["", 0, "unknown"],
    [null, 0, "unknown"],
    [" , ,", 0, "unknown"],
    ["::ffff:127.0.0.1", 0, "127.0.0.1"],
    ["1.2.3.4, ::1", 0, "::1"],
    ["203.0.113.9:51234", 0, "203.0.113.9"],
    ["[2001:db8::1]:443", 0, "2001:db8::1"],
  ] as const)("%p with %p hops → %p", (header, hops, expected) => {
    expect(clientAddressFrom(header, hops)).toBe(expected);
  });

  it("a client cannot choose its own bucket: any forged prefix gives the same address", () => {
    const seen = new Set(Array.from({ length: 100 }, (_, i) => clientAddressFrom(`10.${i}.0.1, 192.0.2.1, 203.0.113.5`, 0)));
    expect([...seen]).toEqual(["203.0.113.5"]);
  });

  it("keeps stored keys short", () => {
    expect(normaliseAddress("x".repeat(500))).toHaveLength(64);
  });
});
