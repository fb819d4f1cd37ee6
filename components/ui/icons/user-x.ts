import { UserX as node } from "lucide";
import { createIcon } from "../icon";

export const UserX = /* @__PURE__ */ createIcon("user-x", node);
