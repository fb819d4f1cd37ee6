import { ChevronRight as node } from "lucide";
import { createIcon } from "../icon";

export const ChevronRight = /* @__PURE__ */ createIcon("chevron-right", node);
