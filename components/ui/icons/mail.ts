import { Mail as node } from "lucide";
import { createIcon } from "../icon";

export const Mail = /* @__PURE__ */ createIcon("mail", node);
