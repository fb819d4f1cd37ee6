import { TriangleAlert as node } from "lucide";
import { createIcon } from "../icon";

export const TriangleAlert = /* @__PURE__ */ createIcon("triangle-alert", node);
