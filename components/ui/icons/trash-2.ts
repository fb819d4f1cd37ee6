import { Trash2 as node } from "lucide";
import { createIcon } from "../icon";

export const Trash2 = /* @__PURE__ */ createIcon("trash", node);
