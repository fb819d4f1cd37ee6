import { ShieldCheck as node } from "lucide";
import { createIcon } from "../icon";

export const ShieldCheck = /* @__PURE__ */ createIcon("shield-check", node);
