import { UserCog as node } from "lucide";
import { createIcon } from "../icon";

export const UserCog = /* @__PURE__ */ createIcon("user-cog", node);
