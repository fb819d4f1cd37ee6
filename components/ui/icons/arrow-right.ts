import { ArrowRight as node } from "lucide";
import { createIcon } from "../icon";

export const ArrowRight = /* @__PURE__ */ createIcon("arrow-right", node);
