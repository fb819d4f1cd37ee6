import { BadgeCheck as node } from "lucide";
import { createIcon } from "../icon";

export const BadgeCheck = /* @__PURE__ */ createIcon("badge-check", node);
