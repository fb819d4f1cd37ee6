import { UsersRound as node } from "lucide";
import { createIcon } from "../icon";

export const UsersRound = /* @__PURE__ */ createIcon("users-round", node);
