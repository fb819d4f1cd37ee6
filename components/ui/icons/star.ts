import { Star as node } from "lucide";
import { createIcon } from "../icon";

export const Star = /* @__PURE__ */ createIcon("star", node);
