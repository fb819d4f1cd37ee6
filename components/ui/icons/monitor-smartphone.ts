import { MonitorSmartphone as node } from "lucide";
import { createIcon } from "../icon";

export const MonitorSmartphone = /* @__PURE__ */ createIcon("monitor-smartphone", node);
