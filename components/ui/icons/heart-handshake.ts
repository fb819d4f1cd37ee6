import { HeartHandshake as node } from "lucide";
import { createIcon } from "../icon";

export const HeartHandshake = /* @__PURE__ */ createIcon("heart-handshake", node);
