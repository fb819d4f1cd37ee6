import { UserRound as node } from "lucide";
import { createIcon } from "../icon";

export const UserRound = /* @__PURE__ */ createIcon("user-round", node);
