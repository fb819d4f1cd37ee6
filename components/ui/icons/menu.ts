import { Menu as node } from "lucide";
import { createIcon } from "../icon";

export const Menu = /* @__PURE__ */ createIcon("menu", node);
