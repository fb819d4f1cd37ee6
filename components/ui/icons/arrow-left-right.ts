import { ArrowLeftRight as node } from "lucide";
import { createIcon } from "../icon";

export const ArrowLeftRight = /* @__PURE__ */ createIcon("arrow-left-right", node);
