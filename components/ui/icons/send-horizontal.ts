import { SendHorizontal as node } from "lucide";
import { createIcon } from "../icon";

export const SendHorizontal = /* @__PURE__ */ createIcon("send-horizontal", node);
