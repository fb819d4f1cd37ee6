import { MapPin as node } from "lucide";
import { createIcon } from "../icon";

export const MapPin = /* @__PURE__ */ createIcon("map-pin", node);
