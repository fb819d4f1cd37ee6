import { MessageSquareText as node } from "lucide";
import { createIcon } from "../icon";

export const MessageSquareText = /* @__PURE__ */ createIcon("message-square-text", node);
