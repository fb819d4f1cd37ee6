"use client";

import { useMemo, useState, useTransition } from "react";
import Link from "next/link";
import { ArrowLeft, Eye, Mail, Search, Send } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { EMAIL_REQUIRED, EMAIL_REQUIRED_DETAIL } from "@/lib/validations/email-templates";
import { sendTestEmailAction } from "./actions";

// The tester's screen (spec part 2 §2 "Email Templates"): back, search, a test address,
// category tabs, and a card per template with Preview (its default props, in a sandboxed page)
// and Test (sent through the queue to the address above).

export interface TemplateCard {
  id: string;
  name: string;
  description: string;
  group: string;
  category: string;
  subject: string;
}

const CATEGORY_LABEL: Record<string, string> = { critical: "Always sent", important: "Important", engagement: "Reminder", marketing: "News and tips" };

export function TemplateTester({ cards, groups }: { cards: TemplateCard[]; groups: { id: string; label: string }[] }) {
  const [query, setQuery] = useState("");
  const [group, setGroup] = useState("all");
  const [address, setAddress] = useState("");
  const [sending, setSending] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return cards.filter(
      (card) => (group === "all" || card.group === group) && (!q || `${card.name} ${card.description} ${card.subject} ${card.id}`.toLowerCase().includes(q)),
    );
  }, [cards, group, query]);

  const test = (card: TemplateCard) => {
    if (!address.trim()) {
      toast.error(EMAIL_REQUIRED, { description: EMAIL_REQUIRED_DETAIL });
      return;
    }
    setSending(card.id);
    startTransition(async () => {
      const result = await sendTestEmailAction({ templateId: card.id, to: address }).catch(() => null);
      setSending(null);
      if (result?.ok) toast.success("Test email sent!", { description: `"${card.subject}" is on its way to ${address.trim()}.` });
      else toast.error("Failed to send test", { description: result?.fieldErrors?.to ?? result?.error ?? "Please try again." });
    });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="md:pr-40">
        <Button asChild variant="ghost" className="-ml-3">
          <Link href="/admin">
            <ArrowLeft aria-hidden /> Back
          </Link>
        </Button>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">Email Templates</h1>
        <p className="mt-1 text-muted-foreground">Preview every e-mail Haven sends, and send yourself a test.</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="template-search">Search templates</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              id="template-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search by name or subject"
              className="pl-9"
            />
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor="test-address">Send tests to</Label>
          <div className="relative">
            <Mail className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              id="test-address"
              type="email"
              autoComplete="email"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              placeholder="you@example.org"
              className="pl-9"
              aria-describedby="test-address-hint"
            />
          </div>
          <p id="test-address-hint" className="text-sm text-muted-foreground">
            Tests use each template&apos;s sample content and go through the same queue as every e-mail.
          </p>
        </div>
      </div>

      {/* Category filters: toggle buttons (each says whether it is the one applied), not tabs, as
          the grid below is one list that they filter. */}
      <div role="group" aria-label="Template categories" className="flex gap-1 overflow-x-auto rounded-lg bg-muted p-1">
        {[{ id: "all", label: "All" }, ...groups].map((g) => (
          <button
            key={g.id}
            type="button"
            aria-pressed={group === g.id}
            onClick={() => setGroup(g.id)}
            className="min-h-11 shrink-0 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
          >
            {g.label}
          </button>
        ))}
      </div>

      <p className="sr-only" role="status">
        {shown.length} {shown.length === 1 ? "template" : "templates"} shown
      </p>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border bg-card p-10 text-center">
          <Search className="size-8 text-muted-foreground" aria-hidden />
          <p className="mt-3 font-medium">No templates found</p>
          <p className="text-sm text-muted-foreground">Try another word or category.</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((card) => (
            <li key={card.id}>
              <Card className="h-full" aria-labelledby={`template-${card.id}`}>
                <CardHeader>
                  <div className="flex flex-wrap gap-2">
                    <Badge variant="secondary">{groups.find((g) => g.id === card.group)?.label ?? card.group}</Badge>
                    <Badge variant="outline">{CATEGORY_LABEL[card.category] ?? card.category}</Badge>
                  </div>
                  <CardTitle id={`template-${card.id}`} className="text-base">
                    {card.name}
                  </CardTitle>
                  <CardDescription>{card.description}</CardDescription>
                </CardHeader>
                <CardContent className="text-sm">
                  <span className="text-muted-foreground">Subject: </span>
                  <span className="font-medium">{card.subject}</span>
                </CardContent>
                <CardFooter className="mt-auto gap-2">
                  <Button asChild variant="outline" className="flex-1">
                    <a
                      href={`/api/email-templates/${card.id}/preview`}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Preview ${card.name} (opens in a new tab)`}
                    >
                      <Eye aria-hidden /> Preview
                    </a>
                  </Button>
                  {/* Without an address Test is disabled (aria-disabled, so it still explains why when pressed). */}
                  <Button
                    type="button"
                    className="flex-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
                    aria-disabled={!address.trim() || sending === card.id}
                    onClick={() => (sending === card.id ? undefined : test(card))}
                    aria-label={`Test ${card.name}`}
                  >
                    <Send aria-hidden /> {sending === card.id ? "Sending…" : "Test"}
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
