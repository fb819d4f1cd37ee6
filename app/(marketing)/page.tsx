import Link from "next/link";
import { HeartHandshake, Lock, ShieldCheck, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CrisisNumbers } from "@/components/app/crisis-numbers";
import { getAuthState } from "@/lib/auth/session";

// A first, honest landing page; the full one (hero story box, join dialog, sections) comes
// with the public-site capability.
export default async function Home() {
  const state = await getAuthState();
  return (
    <div className="min-h-dvh bg-gradient-to-b from-secondary/60 to-background">
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 pr-40 sm:px-6 sm:pr-44">
        <Link href="/" className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-primary">
          <ShieldCheck className="size-6" aria-hidden /> Haven
        </Link>
        <nav aria-label="Account" className="flex gap-2">
          {state ? (
            <Button asChild><Link href="/dashboard">My Account</Link></Button>
          ) : (
            <>
              <Button asChild variant="ghost"><Link href="/auth/login">Login</Link></Button>
              <Button asChild><Link href="/auth/signup/support-taker">Join Now</Link></Button>
            </>
          )}
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 pb-20 pt-10 sm:px-6">
        <section aria-labelledby="hero-title" className="max-w-3xl">
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight sm:text-5xl">You don&apos;t have to face this alone.</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Haven is anonymous support for women facing workplace harassment, domestic abuse or any unsafe situation. Tell your story without giving your name, understand where you stand, and reach people who can help.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg"><Link href={state ? "/dashboard" : "/auth/signup/support-taker"}>I need support</Link></Button>
            <Button asChild size="lg" variant="outline"><Link href="/auth/signup/professional">Apply as Professional</Link></Button>
            <Button asChild size="lg" variant="outline"><Link href="/auth/signup/local">Become Local Supporter</Link></Button>
          </div>
        </section>
        <section aria-label="What Haven offers" className="mt-16 grid gap-6 sm:grid-cols-3">
          {[
            { icon: Lock, title: "Private by design", text: "No name needed. Nothing from other websites is loaded on Haven, and you can leave quickly at any time." },
            { icon: HeartHandshake, title: "Verified professionals", text: "Therapists, lawyers, HR experts and counsellors, each reviewed by our team." },
            { icon: Users, title: "Local volunteers", text: "People near you who can offer company, a safety escort or help in an emergency." },
          ].map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-xl border bg-card p-6">
              <Icon className="size-6 text-primary" aria-hidden />
              <h2 className="mt-3 font-semibold">{title}</h2>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </div>
          ))}
        </section>
        <section id="emergency" aria-label="Emergency" className="max-w-2xl">
          <CrisisNumbers />
        </section>
      </main>
    </div>
  );
}
