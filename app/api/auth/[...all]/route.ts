import { getAuth } from "@/lib/auth/auth";

// Only the endpoints the browser needs are exposed. Sign-in, sign-up and password reset go
// through Haven's server actions, which apply the per-IP and per-account rate limits; leaving
// better-auth's own routes open would let anyone go around those limits.
const ALLOWED_GET = new Set(["/api/auth/get-session"]);
const ALLOWED_POST = new Set(["/api/auth/sign-out"]);

function notFound() {
  return Response.json({ error: "Not found" }, { status: 404 });
}

export function GET(request: Request) {
  if (!ALLOWED_GET.has(new URL(request.url).pathname)) return notFound();
  return getAuth().handler(request);
}

export function POST(request: Request) {
  if (!ALLOWED_POST.has(new URL(request.url).pathname)) return notFound();
  return getAuth().handler(request);
}
