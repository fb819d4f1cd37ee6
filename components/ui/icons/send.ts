import { Send as node } from "lucide";
import { createIcon } from "../icon";

export const Send = /* @__PURE__ */ createIcon("send", node);
