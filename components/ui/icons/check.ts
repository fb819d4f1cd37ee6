import { Check as node } from "lucide";
import { createIcon } from "../icon";

export const Check = /* @__PURE__ */ createIcon("check", node);
