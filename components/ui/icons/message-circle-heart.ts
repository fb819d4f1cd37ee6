import { MessageCircleHeart as node } from "lucide";
import { createIcon } from "../icon";

export const MessageCircleHeart = /* @__PURE__ */ createIcon("message-circle-heart", node);
