// A stand-in for `next/headers` in integration tests, so server actions run outside Next.js:
// one simulated browser (a cookie jar plus request headers) that actions read and write.
// Use in a test file:
//   jest.mock("next/headers", () => require("@/tests/jest/fake-next").nextHeaders);

const jar = new Map<string, string>();
let requestHeaders: Record<string, string> = {};

/** Start a fresh browser: these cookies and headers, nothing else. */
export function useBrowser(cookies: Record<string, string> = {}, headers: Record<string, string> = {}) {
  jar.clear();
  for (const [name, value] of Object.entries(cookies)) jar.set(name, value);
  requestHeaders = headers;
}

export function browserCookies(): Record<string, string> {
  return Object.fromEntries(jar);
}

function cookieHeader() {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

function expired(options: { maxAge?: number; expires?: Date | number | string } | undefined) {
  if (!options) return false;
  if (options.maxAge !== undefined && options.maxAge <= 0) return true;
  return options.expires !== undefined && new Date(options.expires).getTime() <= Date.now();
}

/** What a browser does with a response's Set-Cookie headers. */
export function applySetCookie(setCookies: string[]) {
  for (const header of setCookies) {
    const [pair, ...attributes] = header.split(";").map((p) => p.trim());
    const at = pair.indexOf("=");
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const options: { maxAge?: number; expires?: string } = {};
    for (const attribute of attributes) {
      const [key, val] = attribute.split("=");
      if (key.toLowerCase() === "max-age") options.maxAge = Number(val);
      if (key.toLowerCase() === "expires") options.expires = val;
    }
    if (!value || expired(options)) jar.delete(name);
    else jar.set(name, value);
  }
}

type SetOptions = { maxAge?: number; expires?: Date | number };

/** As Next reads a request's cookies: each value URL-decoded (one that cannot be is dropped). */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

const cookieStore = {
  get: (name: string) => {
    const value = jar.has(name) ? decoded(jar.get(name)!) : undefined;
    return value === undefined ? undefined : { name, value };
  },
  getAll: () =>
    [...jar].flatMap(([name, raw]) => {
      const value = decoded(raw);
      return value === undefined ? [] : [{ name, value }];
    }),
  has: (name: string) => jar.has(name),
  set(nameOrCookie: string | ({ name: string; value: string } & SetOptions), value?: string, options?: SetOptions) {
    const cookie = typeof nameOrCookie === "string" ? { name: nameOrCookie, value: value ?? "", ...options } : nameOrCookie;
    if (!cookie.value || expired(cookie)) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
    return cookieStore;
  },
  delete(name: string | { name: string }) {
    jar.delete(typeof name === "string" ? name : name.name);
    return cookieStore;
  },
};

export const nextHeaders = {
  headers: async () => new Headers({ ...requestHeaders, ...(jar.size ? { cookie: cookieHeader() } : {}) }),
  cookies: async () => cookieStore,
};
