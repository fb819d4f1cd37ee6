import { LayoutDashboard as node } from "lucide";
import { createIcon } from "../icon";

export const LayoutDashboard = /* @__PURE__ */ createIcon("layout-dashboard", node);
