import { RotateCcw as node } from "lucide";
import { createIcon } from "../icon";

export const RotateCcw = /* @__PURE__ */ createIcon("rotate-ccw", node);
