import { CircleAlert as node } from "lucide";
import { createIcon } from "../icon";

export const CircleAlert = /* @__PURE__ */ createIcon("circle-alert", node);
