import { CircleCheck as node } from "lucide";
import { createIcon } from "../icon";

export const CircleCheck = /* @__PURE__ */ createIcon("circle-check", node);
