import { MessageSquareText, Phone, Siren } from "@/components/ui/icons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

// Spec part 2 §2, §9: the three lines, each a tappable phone or SMS action.
const LINES = {
  hotline: { name: "National DV Hotline", number: "1-800-799-7233", href: "tel:+18007997233", what: "24/7 support and resources", icon: Phone },
  text: { name: "Crisis Text Line", number: "Text HOME to 741741", href: "sms:741741?body=HOME", what: "Free 24/7 text support", icon: MessageSquareText },
  emergency: { name: "Emergency Services", number: "911", href: "tel:911", what: "Immediate danger", icon: Siren },
} as const;

/** When no supporter can come to her quickly, 911 leads (issue 17). */
export function CrisisResources({ emergencyFirst }: { emergencyFirst: boolean }) {
  const order = emergencyFirst ? (["emergency", "hotline", "text"] as const) : (["hotline", "text", "emergency"] as const);
  return (
    <Card id="crisis-resources" tabIndex={-1} className="outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Phone className="size-5 text-primary" aria-hidden /> Crisis Resources
        </CardTitle>
        <CardDescription>Tap a number to call or text. These lines are free and answer any time.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {order.map((key) => {
            const line = LINES[key];
            const Icon = line.icon;
            const urgent = key === "emergency";
            return (
              <li key={key}>
                <a
                  href={line.href}
                  className={`flex min-h-16 items-center gap-4 rounded-xl border p-4 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring ${urgent ? "border-destructive/50 bg-destructive/5" : ""}`}
                >
                  <Icon className={`size-6 shrink-0 ${urgent ? "text-destructive" : "text-primary"}`} aria-hidden />
                  <span className="min-w-0">
                    <span className="block font-semibold">
                      {line.name}: {line.number}
                    </span>
                    <span className="block text-sm text-muted-foreground">{line.what}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
