import { HandHelping as node } from "lucide";
import { createIcon } from "../icon";

export const HandHelping = /* @__PURE__ */ createIcon("hand-helping", node);
