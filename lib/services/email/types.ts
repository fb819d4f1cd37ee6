export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface EmailDriver {
  name: string;
  send(email: OutgoingEmail): Promise<{ status: "sent" | "captured"; providerId?: string | null }>;
}
