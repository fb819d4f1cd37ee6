import { LogIn as node } from "lucide";
import { createIcon } from "../icon";

export const LogIn = /* @__PURE__ */ createIcon("log-in", node);
