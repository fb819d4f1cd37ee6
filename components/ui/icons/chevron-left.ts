import { ChevronLeft as node } from "lucide";
import { createIcon } from "../icon";

export const ChevronLeft = /* @__PURE__ */ createIcon("chevron-left", node);
