import { KeyRound as node } from "lucide";
import { createIcon } from "../icon";

export const KeyRound = /* @__PURE__ */ createIcon("key-round", node);
