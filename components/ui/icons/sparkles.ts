import { Sparkles as node } from "lucide";
import { createIcon } from "../icon";

export const Sparkles = /* @__PURE__ */ createIcon("sparkles", node);
