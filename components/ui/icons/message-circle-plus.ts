import { MessageCirclePlus as node } from "lucide";
import { createIcon } from "../icon";

export const MessageCirclePlus = /* @__PURE__ */ createIcon("message-circle-plus", node);
