import { History as node } from "lucide";
import { createIcon } from "../icon";

export const History = /* @__PURE__ */ createIcon("rotate-ccw-clock", node);
