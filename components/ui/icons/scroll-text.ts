import { ScrollText as node } from "lucide";
import { createIcon } from "../icon";

export const ScrollText = /* @__PURE__ */ createIcon("scroll-text", node);
