import { ACTION_BODY_LIMIT, refuseMalformedAction } from "@/lib/auth/action-request-guard";

// Issue 15: what Next's reply decoder would turn into a 500 is refused before it, and what
// Next's own client sends passes untouched.
const action = (body: BodyInit, type = "text/plain;charset=UTF-8", extra: Record<string, string> = {}) =>
  new Request("http://localhost/chat", { method: "POST", body, headers: { "next-action": "7f00", "content-type": type, ...extra } });

function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

test.each([
  ['[{"chatId":"c1","content":"Hello"}]'],
  ['[{"content":"$$5 is a price"}]'],
  ["[]"],
  ['[{"when":"$D2026-01-01T00:00:00.000Z","n":"$n12","u":"$undefined"}]'],
])("a call Next's client makes passes: %s", async (body) => {
  expect(await refuseMalformedAction(action(body))).toBeNull();
});

test("a FormData argument whose parts are present passes (as React's encodeReply writes it)", async () => {
  const form = multipart({ "0": '["$K1",{"a":"$0:0"},"$2"]', _1_email: "a@b.co", _1_password: "x", "2": '{"b":1}' });
  expect(
    await refuseMalformedAction(new Request("http://localhost/auth/login", { method: "POST", body: form, headers: { "next-action": "7f00" } })),
  ).toBeNull();
});

test.each([["{"], ['["$1"]'], ['["$1:a"]'], ["nope"], ["null"], ['"x"'], ['["$Q0"]'], ['[{"email":"$B1"}]'], ['[["$h1"]]'], ['["$"]']])(
  "refused with 400: %s",
  async (body) => {
    expect((await refuseMalformedAction(action(body)))?.status).toBe(400);
  },
);

test("a form as Chromium posts it (mixed-case boundary) passes", async () => {
  const boundary = "----WebKitFormBoundarymqAtOqQ25Zu8jrFd";
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = `${part("_1_email", "a@b.co")}${part("_1_terms", "on")}${part("0", '["$K1"]')}--${boundary}--\r\n`;
  expect(await refuseMalformedAction(action(body, `multipart/form-data; boundary=${boundary}`))).toBeNull();
});

test("a form with no fields (a lone Continue button) is a FormData argument without entries: let through", async () => {
  expect(await refuseMalformedAction(action('["$K1"]'))).toBeNull();
  expect(
    await refuseMalformedAction(new Request("http://localhost/", { method: "POST", body: multipart({ "0": '["$K1"]' }), headers: { "next-action": "7f00" } })),
  ).toBeNull();
});

test("a form root that references a missing part, or a broken form, is refused", async () => {
  const missing = multipart({ "0": '["$K2","$Q3"]', _1_email: "a@b.co" });
  expect((await refuseMalformedAction(new Request("http://localhost/", { method: "POST", body: missing, headers: { "next-action": "7f00" } })))?.status).toBe(
    400,
  );
  expect(
    (await refuseMalformedAction(action('--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n[\r\n--', "multipart/form-data; boundary=x")))?.status,
  ).toBe(400);
});

test("over 1 MB, declared or not, is refused with 413; other content types with 400", async () => {
  expect((await refuseMalformedAction(action(`["${"x".repeat(ACTION_BODY_LIMIT)}"]`)))?.status).toBe(413);
  expect((await refuseMalformedAction(action("[]", "text/plain", { "content-length": "99999999" })))?.status).toBe(413);
  expect((await refuseMalformedAction(action("{}", "application/json")))?.status).toBe(400);
});

test("requests that are not server actions are not its business", async () => {
  expect(await refuseMalformedAction(new Request("http://localhost/chat", { method: "POST", body: "{" }))).toBeNull();
  expect(await refuseMalformedAction(new Request("http://localhost/chat", { headers: { "next-action": "x" } }))).toBeNull();
});
