import { ShieldPlus as node } from "lucide";
import { createIcon } from "../icon";

export const ShieldPlus = /* @__PURE__ */ createIcon("shield-plus", node);
