import { ClipboardList as node } from "lucide";
import { createIcon } from "../icon";

export const ClipboardList = /* @__PURE__ */ createIcon("clipboard-list", node);
