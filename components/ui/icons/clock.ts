import { Clock as node } from "lucide";
import { createIcon } from "../icon";

export const Clock = /* @__PURE__ */ createIcon("clock", node);
