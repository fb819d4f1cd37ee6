"use server";

import { userAction } from "@/lib/auth/safe-action";
import { createEmergencyContact, removeEmergencyContact } from "@/lib/data/emergency-contacts";
import { saveLocationSharing } from "@/lib/data/safety-preferences";
import { saveEmergencyArea } from "@/lib/data/emergency-area";
import { placeLabel } from "@/lib/services/geo";
import { resolvePlace } from "@/lib/services/geo/resolve-place";
import { emergencyContactSchema, locationSharingSchema, removeContactSchema } from "@/lib/validations/emergency";
import { locationUpdateSchema, type LocationOutcome } from "@/lib/validations/onboarding";

// The emergency page (spec part 2 §2; issue 17). Each action changes only her own rows.

export const addEmergencyContactAction = userAction(emergencyContactSchema, async (input, { actor }) => {
  const contact = await createEmergencyContact(actor, input);
  return { id: contact.id, name: contact.name };
});

export const removeEmergencyContactAction = userAction(removeContactSchema, async ({ contactId }, { actor }) => {
  await removeEmergencyContact(actor, contactId);
  return { contactId };
});

/** Only the preference is stored: her position itself is never sent here. */
export const updateLocationSharingAction = userAction(locationSharingSchema, async ({ enabled }, { actor }) => {
  return { enabled: await saveLocationSharing(actor, enabled) };
});

/** Her area for emergencies: a city from the gazetteer (as at onboarding), stored encrypted. */
export const updateEmergencyAreaAction = userAction(locationUpdateSchema, async ({ city, placeId }, { actor }): Promise<LocationOutcome> => {
  const resolved = resolvePlace(city, placeId);
  if ("choose" in resolved) return resolved.choose;
  const { place } = resolved;
  await saveEmergencyArea(actor, { label: placeLabel(place), lat: place.lat, lng: place.lng });
  return { status: "saved", redirectTo: "/emergency" };
});
