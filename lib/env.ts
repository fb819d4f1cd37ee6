import "server-only";
import { z } from "zod";
import { authSecretFrom } from "@/lib/auth/development-secret";
import { realtimeEnvSchema } from "@/lib/services/realtime/settings";
import { parseKey } from "@/lib/services/crypto/cipher";

// Every setting Haven reads, with its embedded default (ARCHITECTURE.md §5). `npm start`
// fills DATABASE_URL and BETTER_AUTH_SECRET for the embedded default; production sets them.
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z.string().min(1, "DATABASE_URL is required (npm start sets it for the embedded database)"),
    BETTER_AUTH_SECRET: z.string().min(16, "BETTER_AUTH_SECRET must be at least 16 characters").optional(),
    APP_URL: z.url().default("http://localhost:3000"),
    RESEND_API_KEY: z.string().optional(),
    EMAIL_FROM: z.string().default("Haven <notifications@haven.local>"),
    RATE_LIMIT_IP_MAX: z.coerce.number().int().positive().default(30),
    RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
    /** How many proxies of our own stand in front of the server, each appending to X-Forwarded-For (0: the socket's address is the client). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Chat messages one person may send per window (a person typing fast stays far below it; a script flooding a supporter does not). */
    CHAT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
    CHAT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    SESSION_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(2 * 60 * 60),
    /** Where the embedded storage driver keeps uploaded files (CVs). */
    UPLOAD_DIR: z.string().default(".data/uploads"),
    /** The admin sample-data tools (issue 18) in production: refused unless "true". `npm start` with the embedded database turns it on. */
    ALLOW_SAMPLE_DATA: z.enum(["true", "false"]).optional(),
    /** S3-compatible storage (AWS S3, MinIO, R2…): set the bucket to use it instead of UPLOAD_DIR. */
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.url().default("https://s3.amazonaws.com"),
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** With a key, the model personalises roadmaps (and Clara answers); without, the built-in engines do. */
    OPENAI_API_KEY: z.string().optional(),
    /** Any OpenAI-compatible server (Azure, a local model, the tests' fake server). */
    OPENAI_BASE_URL: z.url().optional(),
    OPENAI_MODEL: z.string().default("gpt-4o-mini"),
    /** After this long a model call is given up and the built-in engine answers. */
    OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** Web Push (VAPID): npm start generates a pair into .data/vapid.json when unset. */
    VAPID_PUBLIC_KEY: z.string().min(20).optional(),
    VAPID_PRIVATE_KEY: z.string().min(20).optional(),
    VAPID_SUBJECT: z.string().default("mailto:notifications@haven.local"),
    /** Encryption at rest (lib/services/crypto): 32 random bytes, base64. Required in production;
     * npm start generates one into .data/encryption.key when unset. */
    HAVEN_ENCRYPTION_KEY: z
      .string()
      .refine((value) => parseKey(value) !== null, "HAVEN_ENCRYPTION_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32)")
      .optional(),
    /** SMS through Twilio (issue 16): the account, its token, and a Messaging Service or one E.164 number. Unset: captured for the dev outbox. */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, "TWILIO_ACCOUNT_SID starts with AC and has 32 hex digits")
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
    TWILIO_FROM_NUMBER: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, "TWILIO_FROM_NUMBER must be in E.164 form, e.g. +15551234567")
      .optional(),
    TWILIO_MESSAGING_SERVICE_SID: z
      .string()
      .regex(/^MG[0-9a-fA-F]{32}$/, "TWILIO_MESSAGING_SERVICE_SID starts with MG and has 32 hex digits")
      .optional(),
    /** Realtime: PUSHER_* for hosted Pusher or soketi, else the embedded server (settings.ts). */
    ...realtimeEnvSchema.shape,
  })
  .superRefine((e, ctx) => {
    // Half a Twilio setting would silently capture emergency texts instead of sending them.
    const any = e.TWILIO_ACCOUNT_SID || e.TWILIO_AUTH_TOKEN || e.TWILIO_FROM_NUMBER || e.TWILIO_MESSAGING_SERVICE_SID;
    if (any && !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && (e.TWILIO_FROM_NUMBER || e.TWILIO_MESSAGING_SERVICE_SID))) {
      ctx.addIssue({
        code: "custom",
        path: ["TWILIO_ACCOUNT_SID"],
        message: "Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID together",
      });
    }
  });

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  cached = parsed.data;
  return cached;
}

/** The secret for signing sessions. Only a development build may fall back to a fixed one. */
export function authSecret(): string {
  const secret = authSecretFrom(env());
  if (!secret) throw new Error("BETTER_AUTH_SECRET must be set in production");
  return secret;
}

/** Sample accounts may be made outside production, or in production when ALLOW_SAMPLE_DATA=true. */
export function sampleDataAllowed(settings: Pick<Env, "NODE_ENV" | "ALLOW_SAMPLE_DATA"> = env()): boolean {
  return settings.NODE_ENV !== "production" || settings.ALLOW_SAMPLE_DATA === "true";
}
