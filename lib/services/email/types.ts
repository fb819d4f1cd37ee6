export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The provider drops a second send with the same key (a retry after a crash). */
  idempotencyKey?: string;
  /** List-Unsubscribe and List-Unsubscribe-Post for non-critical e-mail. */
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
}

export interface EmailDriver {
  name: string;
  send(email: OutgoingEmail): Promise<{ status: "sent" | "captured"; providerId?: string | null }>;
}
