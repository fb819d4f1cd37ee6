import { z } from "zod";

// Haven's pages forbid eval (Content-Security-Policy, no 'unsafe-eval'). Zod's fast path probes
// for it with `new Function("")`, which the browser refuses and reports as a CSP violation on
// every page that validates a form; without the probe zod validates the same way, interpreted.
// Imported first by every schema module and by the client code that uses zod directly.
z.config({ jitless: true });
