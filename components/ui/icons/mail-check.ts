import { MailCheck as node } from "lucide";
import { createIcon } from "../icon";

export const MailCheck = /* @__PURE__ */ createIcon("mail-check", node);
