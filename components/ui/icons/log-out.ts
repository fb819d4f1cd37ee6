import { LogOut as node } from "lucide";
import { createIcon } from "../icon";

export const LogOut = /* @__PURE__ */ createIcon("log-out", node);
