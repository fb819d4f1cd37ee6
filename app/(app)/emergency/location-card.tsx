"use client";

import { useCallback, useEffect, useId, useRef, useState, useTransition } from "react";
import { toast } from "@/lib/client/toast";
import { MapPin } from "@/components/ui/icons";
import { AREA_SECTION_ID } from "./set-area-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { LoadError } from "@/components/account/load-error";
import { updateLocationSharingAction } from "./actions";
import { checkPosition, PERMISSION_LABEL, useLocationPermission } from "./use-location-permission";
import { AreaForm } from "./area-form";
import type { AreaState } from "@/lib/domain/emergency/area-state";

const UPDATE_FAILED = "Failed to update location preference.";
const DENIED_TITLE = "Location permission denied";
const DENIED_DESCRIPTION = "Please enable location access in your browser settings.";

/**
 * Spec part 2 §2 and §4 "Location sharing": off by default; on when the browser grants
 * permission; stays off when it is denied; and when permission is already granted but the
 * stored choice is off, switched on at page load and whenever the tab becomes visible again.
 */
export function LocationCard({ initialEnabled, area }: { initialEnabled: boolean | null; area: AreaState }) {
  const id = useId();
  const [enabled, setEnabled] = useState(initialEnabled ?? false);
  const [pending, startTransition] = useTransition();
  const { permission, setPermission, refresh } = useLocationPermission();
  // The focus handler reads the latest choice without being re-registered on every change.
  const enabledRef = useRef(enabled);
  useEffect(() => {
    enabledRef.current = enabled;
  }, [enabled]);

  const save = useCallback(async (next: boolean, announce: boolean) => {
    const result = await updateLocationSharingAction({ enabled: next }).catch(() => null);
    if (!result?.ok) {
      toast.error(UPDATE_FAILED, { id: "location-preference", description: result?.error ?? "Please check your connection and try again." });
      return false;
    }
    setEnabled(result.data.enabled);
    if (announce) toast.success(result.data.enabled ? "Location sharing enabled" : "Location sharing disabled", { id: "location-preference" });
    return true;
  }, []);

  // The spec's "switched on at load and when the tab is visible again" rule.
  useEffect(() => {
    if (initialEnabled === null) return;
    const sync = async () => {
      if (document.visibilityState !== "visible") return;
      const state = await refresh();
      if (state === "granted" && !enabledRef.current) await save(true, false);
    };
    void sync();
    document.addEventListener("visibilitychange", sync);
    return () => document.removeEventListener("visibilitychange", sync);
  }, [initialEnabled, refresh, save]);

  function change(next: boolean) {
    startTransition(async () => {
      if (!next) {
        await save(false, true);
        return;
      }
      const check = await checkPosition();
      if (check === "denied") {
        setPermission("denied");
        toast.error(DENIED_TITLE, { id: "location-preference", description: DENIED_DESCRIPTION });
        return;
      }
      const state = await refresh();
      if (check === "unavailable" && state !== "granted") {
        toast.error(UPDATE_FAILED, { id: "location-preference", description: "Your browser could not share a location. Please try again." });
        return;
      }
      await save(true, true);
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <MapPin className="size-5 text-primary" aria-hidden /> Location Sharing
        </CardTitle>
        <CardDescription>Let the people helping you see where you are, only while an alert is active.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {initialEnabled === null ? (
          <LoadError message={UPDATE_FAILED} description="We couldn't read your location setting." />
        ) : (
          <div className="space-y-3">
            <div className="flex items-start justify-between gap-4">
              <div className="min-w-0 space-y-1">
                <Label htmlFor={id} className="text-base">
                  Share my location during an alert
                </Label>
                <p id={`${id}-description`} className="text-sm text-muted-foreground">
                  Haven does not keep a record of where you are. While your browser allows location for Haven, sharing turns on by itself; to keep it off, block
                  location for this site in your browser settings.
                </p>
              </div>
              <Switch
                id={id}
                checked={enabled}
                disabled={pending}
                onCheckedChange={change}
                aria-describedby={`${id}-description ${id}-permission`}
                className="mt-1"
              />
            </div>
            <p id={`${id}-permission`} className="text-sm" role="status">
              Browser permission: <strong data-testid="location-permission">{PERMISSION_LABEL[permission]}</strong>
            </p>
          </div>
        )}
        <div id={AREA_SECTION_ID} className="border-t pt-4">
          <AreaForm area={area} />
        </div>
      </CardContent>
    </Card>
  );
}
