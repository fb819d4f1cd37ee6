import { z } from "zod";

import { MALFORMED_INPUT, publicAction } from "@/lib/auth/safe-action";

// Issue 15: malformed input gets a clear answer, never a server error, and reaches no handler.
const handler = jest.fn(async () => "done");

beforeEach(() => handler.mockClear());

test("a preprocess step that cannot read the value", async () => {
  const schema = z.object({ list: z.preprocess((v) => (v as string).split(","), z.array(z.string())) });
  expect(await publicAction(schema, handler)({ list: { then: "$@0" } })).toEqual({ ok: false, error: MALFORMED_INPUT, code: "invalid" });
  expect(handler).not.toHaveBeenCalled();
});

test("an input whose fields throw when read", async () => {
  const hostile = Object.defineProperty({}, "name", {
    enumerable: true,
    get: () => {
      throw new Error("boom");
    },
  });
  expect(await publicAction(z.object({ name: z.string() }), handler)(hostile)).toEqual({ ok: false, error: MALFORMED_INPUT, code: "invalid" });
  expect(handler).not.toHaveBeenCalled();
});

test.each([
  ["NUL", "a\u0000b"],
  ["a lone surrogate (bad UTF-8)", "\uD800"],
])("%s anywhere in the input", async (_what, bad) => {
  const schema = z.object({ name: z.string(), tags: z.array(z.string()).optional() });
  expect(await publicAction(schema, handler)({ name: bad })).toEqual({ ok: false, error: MALFORMED_INPUT, code: "invalid" });
  expect(await publicAction(schema, handler)({ name: "ok", tags: ["x", bad] })).toEqual({ ok: false, error: MALFORMED_INPUT, code: "invalid" });
  expect(handler).not.toHaveBeenCalled();
});

test("NUL in a posted form (FormData itself turns lone surrogates into U+FFFD)", async () => {
  const form = new FormData();
  form.set("name", "a\u0000b");
  expect(await publicAction(z.object({ name: z.string() }), handler)(form)).toEqual({ ok: false, error: MALFORMED_INPUT, code: "invalid" });
  expect(handler).not.toHaveBeenCalled();
});

test("ordinary invalid input still names the field", async () => {
  const result = await publicAction(z.object({ name: z.string().min(1, "Name is required") }), handler)({ name: "" });
  expect(result).toMatchObject({ ok: false, error: "Name is required", fieldErrors: { name: "Name is required" } });
});
