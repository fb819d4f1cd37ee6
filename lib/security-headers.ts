// Response headers for every route. Haven loads nothing from third parties (safety principle:
// a person may be watched), so the policy names only our own origin, plus the realtime
// server's WebSocket origin. That origin is known only at run time (PUSHER_* or the embedded
// server's port), so proxy.ts sets the policy on each page; next.config.ts sets the same
// headers at build time with 'self' alone, for whatever proxy.ts does not see.
export function contentSecurityPolicy(connectSources: string[] = []): string {
  const dev = process.env.NODE_ENV !== "production";
  const connect = ["'self'", ...connectSources];
  return [
    "default-src 'self'",
    // Next.js inlines its bootstrap scripts; 'unsafe-eval' only for the dev server's HMR.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}${dev ? " ws: wss:" : ""}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ].join("; ");
}

export function securityHeaders(): { key: string; value: string }[] {
  const csp = contentSecurityPolicy();
  return [
    { key: "Content-Security-Policy", value: csp },
    { key: "Referrer-Policy", value: "no-referrer" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Permissions-Policy", value: "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  ];
}

/** HSTS, only when Haven is served over https (APP_URL): two years, subdomains included
 * (issue 15). Over http the header would be ignored, and on localhost it would be wrong. */
export function strictTransportSecurity(appUrl: string | undefined): string | null {
  return appUrl?.startsWith("https://") ? "max-age=63072000; includeSubDomains" : null;
}
