import { PanelLeftOpen as node } from "lucide";
import { createIcon } from "../icon";

export const PanelLeftOpen = /* @__PURE__ */ createIcon("panel-left-open", node);
