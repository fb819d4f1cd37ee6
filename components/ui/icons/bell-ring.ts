import { BellRing as node } from "lucide";
import { createIcon } from "../icon";

export const BellRing = /* @__PURE__ */ createIcon("bell-ring", node);
