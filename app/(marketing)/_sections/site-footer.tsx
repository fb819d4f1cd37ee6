import Link from "next/link";
import { Brand } from "@/app/(marketing)/_components/brand";

// Every link has a real destination: a page, a section of this page, or an honest
// "being written" page under /info (never "#").
export const FOOTER_GROUPS = [
  {
    title: "Product",
    links: [
      { label: "How It Works", href: "/#how-it-works" },
      { label: "Community Supporters", href: "/#community" },
      { label: "Stories", href: "/#stories" },
      { label: "Emergency Support", href: "/#emergency" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Get Support", href: "/auth/signup/support-taker" },
      { label: "Staying safe online", href: "/safety" },
      { label: "Help Center", href: "/info/help" },
      { label: "Contact Us", href: "/contact" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Haven", href: "/info/about" },
      { label: "For Professionals", href: "/auth/signup/professional" },
      { label: "For Local Supporters", href: "/auth/signup/local" },
      { label: "Accessibility", href: "/info/accessibility" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms of Use", href: "/legal/terms" },
      { label: "Privacy Policy", href: "/legal/privacy" },
      { label: "Professional Guidelines", href: "/legal/professional-guidelines" },
      { label: "Safety Guidelines", href: "/legal/safety-guidelines" },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <div>
          <Brand />
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">Anonymous support for women facing harassment, abuse or an unsafe situation.</p>
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">To leave quickly, use &ldquo;Exit this page&rdquo; or press Shift three times.</p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`}>
              <h2 id={`footer-${group.title.toLowerCase()}`} className="text-sm font-semibold">
                {group.title}
              </h2>
              <ul className="mt-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      prefetch={false}
                      className="inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-foreground hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">© {new Date().getFullYear()} Haven. In immediate danger, call 911.</p>
      </div>
    </footer>
  );
}
