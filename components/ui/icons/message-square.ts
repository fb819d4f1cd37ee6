import { MessageSquare as node } from "lucide";
import { createIcon } from "../icon";

export const MessageSquare = /* @__PURE__ */ createIcon("message-square", node);
