import { ArrowLeft as node } from "lucide";
import { createIcon } from "../icon";

export const ArrowLeft = /* @__PURE__ */ createIcon("arrow-left", node);
