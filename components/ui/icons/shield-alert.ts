import { ShieldAlert as node } from "lucide";
import { createIcon } from "../icon";

export const ShieldAlert = /* @__PURE__ */ createIcon("shield-alert", node);
