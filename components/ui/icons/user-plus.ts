import { UserPlus as node } from "lucide";
import { createIcon } from "../icon";

export const UserPlus = /* @__PURE__ */ createIcon("user-plus", node);
