import { PanelLeft as node } from "lucide";
import { createIcon } from "../icon";

export const PanelLeft = /* @__PURE__ */ createIcon("panel-left", node);
