import { ShieldMinus as node } from "lucide";
import { createIcon } from "../icon";

export const ShieldMinus = /* @__PURE__ */ createIcon("shield-minus", node);
