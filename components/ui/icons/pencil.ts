import { Pencil as node } from "lucide";
import { createIcon } from "../icon";

export const Pencil = /* @__PURE__ */ createIcon("pencil", node);
