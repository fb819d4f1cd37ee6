import { Timer as node } from "lucide";
import { createIcon } from "../icon";

export const Timer = /* @__PURE__ */ createIcon("timer", node);
