"use client";

import { useEffect, useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

// "Notifications on this device" (issue 16): Web Push, opted in per browser. The push says only
// "You have a new update", so a locked screen gives nothing away.

type State = "checking" | "unsupported" | "blocked" | "off" | "on" | "unconfigured";

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(value.length / 4) * 4, "=");
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function send(method: "POST" | "DELETE", body: unknown): Promise<boolean> {
  const response = await fetch("/api/push/subscription", { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).catch(
    () => null,
  );
  return Boolean(response?.ok);
}

export function PushNotifications({ publicKey }: { publicKey: string | null }) {
  const id = useId();
  const [state, setState] = useState<State>("checking");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- push support is only known in the browser, after hydration
    if (!publicKey) return setState("unconfigured");
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return setState("unsupported");
    if (Notification.permission === "denied") return setState("blocked");
    void currentSubscription().then(
      (subscription) => setState(subscription ? "on" : "off"),
      () => setState("off"),
    );
  }, [publicKey]);

  async function turnOn() {
    if (!publicKey) return;
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      setState(permission === "denied" ? "blocked" : "off");
      setStatus(permission === "denied" ? "Notifications are blocked for Haven in this browser's settings." : "Notifications were not turned on.");
      return;
    }
    const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }));
    if (!(await send("POST", subscription.toJSON()))) {
      await subscription.unsubscribe().catch(() => {});
      throw new Error("save failed");
    }
    setState("on");
    setStatus("Notifications are on for this device.");
  }

  async function turnOff() {
    const subscription = await currentSubscription();
    if (subscription) {
      await send("DELETE", { endpoint: subscription.endpoint });
      await subscription.unsubscribe().catch(() => {});
    }
    setState("off");
    setStatus("Notifications are off for this device.");
  }

  async function change(next: boolean) {
    setBusy(true);
    setStatus("");
    try {
      await (next ? turnOn() : turnOff());
    } catch {
      setStatus("Notifications could not be changed. Please try again.");
      setState(next ? "off" : "on");
    } finally {
      setBusy(false);
    }
  }

  const note: Partial<Record<State, string>> = {
    unsupported: "This browser cannot show notifications from Haven.",
    blocked: "Notifications are blocked for Haven in this browser. You can allow them in the browser's site settings.",
    unconfigured: "Notifications on devices are not set up on this server.",
  };
  return (
    <div className="space-y-2">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <Label htmlFor={id} className="text-base">
            Notifications on this device
          </Label>
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            A notification says only &ldquo;You have a new update&rdquo;, never who wrote or what about, so a locked screen shows nothing private. Turn it on
            for each device you use.
          </p>
        </div>
        <Switch
          id={id}
          checked={state === "on"}
          disabled={busy || state === "checking" || state === "unsupported" || state === "blocked" || state === "unconfigured"}
          onCheckedChange={(next) => void change(next)}
          aria-describedby={`${id}-description`}
          className="mt-1"
        />
      </div>
      <p role="status" className="text-sm font-medium">
        {note[state] ?? status}
      </p>
    </div>
  );
}
