// Server-action requests are decoded by React's reply decoder inside Next.js before any of
// Haven's code runs; a body it cannot read (invalid JSON, a reference to a part that is not
// there, a broken multipart form, more than the 1 MB limit) ends as an HTTP 500 there. proxy.ts
// asks this module first and answers such requests with a 4xx (issue 15). It only refuses what
// Next's own client never sends: real calls are plain JSON arrays, or multipart forms whose
// references name parts that are present.

/** Next's default serverActions.bodySizeLimit (next.config.ts keeps the default). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

// References that need no other part of the body: escapes, constants, dates, big integers,
// temporary references, and the root chunk's promise.
const SELF_CONTAINED = /^\$(\$|undefined$|NaN$|-?Infinity$|-0$|D|n-?\d+$|T$|@0$)/;
// React's reply format: "$K<hex>" is a FormData argument whose entries are "_<id>_<name>" parts;
// "$<hex>" (optionally ":path") points into an outlined part "<id>" (the root is part 0);
// "$<letter><hex>" is a Map, Set, Blob, iterator, typed array… stored in part "<id>".
const FORM_REFERENCE = /^\$K([0-9a-f]+)$/;
const PART_REFERENCE = /^\$([0-9a-f]+)(:|$)/;
const TYPED_REFERENCE = /^\$[QWBilAOoUSsLdRrXxh@]([0-9a-f]+)$/;

interface Parts {
  /** Outlined parts by id (the JSON root is "0"). */
  ids: Set<string>;
  /** FormData arguments by id. */
  forms: Set<string>;
}

function referenceIsReadable(value: string, parts: Parts): boolean {
  if (SELF_CONTAINED.test(value)) return true;
  const form = FORM_REFERENCE.exec(value);
  // A FormData argument may be empty (a form with no fields, e.g. a lone Continue button): it then
  // has no "_<id>_" entries at all, and Next decodes it as an empty FormData. Always readable.
  if (form) return true;
  const part = PART_REFERENCE.exec(value);
  if (part) return parts.ids.has(String(parseInt(part[1]!, 16)));
  const typed = TYPED_REFERENCE.exec(value);
  const id = typed ? String(parseInt(typed[1]!, 16)) : null;
  return Boolean(id && id !== "0" && parts.ids.has(id));
}

function referencesAreReadable(value: unknown, parts: Parts, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === "string") return !value.startsWith("$") || referenceIsReadable(value, parts);
  if (value && typeof value === "object") return Object.values(value).every((inner) => referencesAreReadable(inner, parts, depth + 1));
  return true;
}

function rootIsReadable(json: string, parts: Parts): boolean {
  try {
    const root: unknown = JSON.parse(json);
    return Array.isArray(root) && referencesAreReadable(root, parts);
  } catch {
    return false;
  }
}

const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });

/** A 4xx answer for a server-action request Next.js could not decode, or null to let it through. */
export async function refuseMalformedAction(request: Request): Promise<Response | null> {
  if (request.method !== "POST" || !request.headers.has("next-action")) return null;
  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= ACTION_BODY_LIMIT)) return refuse(413, "This request is too large.");
  const type = request.headers.get("content-type") ?? ""; // as sent: the boundary is case-sensitive
  const isText = type.toLowerCase().startsWith("text/plain");
  const isForm = type.toLowerCase().startsWith("multipart/form-data");
  if (!isText && !isForm) return refuse(400, "This request could not be read.");

  let bytes: ArrayBuffer;
  try {
    bytes = await request.clone().arrayBuffer();
  } catch {
    return refuse(400, "This request could not be read.");
  }
  if (bytes.byteLength > ACTION_BODY_LIMIT) return refuse(413, "This request is too large.");

  if (isText)
    return rootIsReadable(new TextDecoder().decode(bytes), { ids: new Set(["0"]), forms: new Set() }) ? null : refuse(400, "This request could not be read.");

  let form: FormData;
  try {
    form = await new Request("http://haven.invalid/", { method: "POST", headers: { "content-type": type }, body: bytes }).formData();
  } catch {
    return refuse(400, "This request could not be read.");
  }
  const parts: Parts = { ids: new Set(), forms: new Set() };
  for (const key of form.keys()) {
    if (/^\d+$/.test(key)) parts.ids.add(key);
    const entry = /^_(\d+)_/.exec(key);
    if (entry) parts.forms.add(entry[1]!);
  }
  const root = form.get("0");
  // A form posted without JavaScript carries $ACTION_* fields and no root part.
  if (root === null) return null;
  return typeof root === "string" && rootIsReadable(root, parts) ? null : refuse(400, "This request could not be read.");
}
