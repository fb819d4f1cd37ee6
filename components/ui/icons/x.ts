import { X as node } from "lucide";
import { createIcon } from "../icon";

export const X = /* @__PURE__ */ createIcon("x", node);
