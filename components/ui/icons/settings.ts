import { Settings as node } from "lucide";
import { createIcon } from "../icon";

export const Settings = /* @__PURE__ */ createIcon("settings", node);
