import { CircleHelp as node } from "lucide";
import { createIcon } from "../icon";

export const CircleHelp = /* @__PURE__ */ createIcon("circle-question-mark", node);
