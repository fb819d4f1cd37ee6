import { PanelLeftClose as node } from "lucide";
import { createIcon } from "../icon";

export const PanelLeftClose = /* @__PURE__ */ createIcon("panel-left-close", node);
