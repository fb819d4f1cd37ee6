import { RotateCw as node } from "lucide";
import { createIcon } from "../icon";

export const RotateCw = /* @__PURE__ */ createIcon("rotate-cw", node);
