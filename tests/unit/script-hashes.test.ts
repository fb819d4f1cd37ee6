import { createHash } from "node:crypto";
import { HASH_POLICY_HEADER, inlineScripts, scriptHashPolicy, scriptHashSource, withScriptHashPolicy } from "@/lib/cache/script-hashes.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  "<script>(function(){history.scrollRestoration='manual'})()</script>",
  '<script type="application/ld+json">{"a":1}</script>',
  "</head><body><p>Hi</p>",
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"1:\\u003c/script\\u003e"])</script>',
  '<script type="module">import "/x.js"</script>',
  "<SCRIPT nonce=\"x\">\nlet a = '<b>';\n</SCRIPT >",
  "</body></html>",
].join("");

describe("script hashes of a prerendered page (issue 20)", () => {
  it("finds every inline script a browser would run, exactly as written, in order", () => {
    expect(inlineScripts(PAGE)).toEqual([
      "(function(){history.scrollRestoration='manual'})()",
      "(self.__next_f=self.__next_f||[]).push([0])",
      'self.__next_f.push([1,"1:\\u003c/script\\u003e"])',
      'import "/x.js"',
      "\nlet a = '<b>';\n",
    ]);
  });

  it("hashes as CSP does: sha256 of the UTF-8 text, base64", () => {
    expect(scriptHashSource("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHashSource("é")).toBe(sha("é"));
  });

  it("allows Haven's own files and exactly these inline scripts: no 'unsafe-inline', no duplicates", () => {
    const policy = scriptHashPolicy(`${PAGE}<script>(self.__next_f=self.__next_f||[]).push([0])</script>`);
    expect(policy.startsWith("script-src 'self' ")).toBe(true);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy.split(" ").filter((s) => s.startsWith("'sha256-"))).toEqual(inlineScripts(PAGE).map(sha));
    expect(scriptHashPolicy("<p>no scripts</p>")).toBe("script-src 'self'");
  });

  it("adds the policy to a cached page once, keeping its other headers; other entries are left alone", () => {
    const page = { kind: "APP_PAGE", html: PAGE, headers: { "x-next-cache-tags": "a,b" } };
    withScriptHashPolicy(page);
    expect(page.headers).toEqual({ "x-next-cache-tags": "a,b", [HASH_POLICY_HEADER]: scriptHashPolicy(PAGE) });
    const first = page.headers;
    withScriptHashPolicy(page);
    expect(page.headers).toBe(first);

    const fromBuffer = withScriptHashPolicy({ kind: "APP_PAGE", html: Buffer.from(PAGE), headers: undefined });
    expect(fromBuffer.headers?.[HASH_POLICY_HEADER]).toBe(scriptHashPolicy(PAGE));

    const route = { kind: "APP_ROUTE", html: PAGE, headers: {} };
    expect(withScriptHashPolicy(route).headers).toEqual({});
    expect(withScriptHashPolicy({ kind: "APP_PAGE", html: "", headers: {} }).headers).toEqual({});
    expect(withScriptHashPolicy(null)).toBeNull();
  });

  it("a regenerated page (new figures in its payload) gets the hashes of its new scripts", () => {
    const before = withScriptHashPolicy({
      kind: "APP_PAGE",
      html: '<script>self.__next_f.push([1,"12 cities"])</script>',
      headers: {} as Record<string, string>,
    });
    const after = withScriptHashPolicy({
      kind: "APP_PAGE",
      html: '<script>self.__next_f.push([1,"13 cities"])</script>',
      headers: {} as Record<string, string>,
    });
    expect(before.headers[HASH_POLICY_HEADER]).not.toBe(after.headers[HASH_POLICY_HEADER]);
    expect(after.headers[HASH_POLICY_HEADER]).toContain(sha('self.__next_f.push([1,"13 cities"])'));
  });
});
