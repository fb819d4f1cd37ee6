import { ChevronDown as node } from "lucide";
import { createIcon } from "../icon";

export const ChevronDown = /* @__PURE__ */ createIcon("chevron-down", node);
