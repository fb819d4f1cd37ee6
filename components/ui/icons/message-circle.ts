import { MessageCircle as node } from "lucide";
import { createIcon } from "../icon";

export const MessageCircle = /* @__PURE__ */ createIcon("message-circle", node);
