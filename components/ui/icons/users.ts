import { Users as node } from "lucide";
import { createIcon } from "../icon";

export const Users = /* @__PURE__ */ createIcon("users", node);
