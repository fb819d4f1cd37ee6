import { Paperclip as node } from "lucide";
import { createIcon } from "../icon";

export const Paperclip = /* @__PURE__ */ createIcon("paperclip", node);
