export interface OutgoingSms {
  /** E.164. */
  to: string;
  body: string;
  /** Which attempt this is, counting from 1 (Twilio records it). */
  attempt: number;
}

export interface SmsDriver {
  name: string;
  send(sms: OutgoingSms): Promise<{ status: "sent" | "captured"; providerId?: string | null }>;
}
