import { Circle as node } from "lucide";
import { createIcon } from "../icon";

export const Circle = /* @__PURE__ */ createIcon("circle", node);
