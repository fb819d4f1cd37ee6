import { Inbox as node } from "lucide";
import { createIcon } from "../icon";

export const Inbox = /* @__PURE__ */ createIcon("inbox", node);
