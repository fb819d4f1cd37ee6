import { MessagesSquare as node } from "lucide";
import { createIcon } from "../icon";

export const MessagesSquare = /* @__PURE__ */ createIcon("messages-square", node);
