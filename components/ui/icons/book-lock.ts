import { BookLock as node } from "lucide";
import { createIcon } from "../icon";

export const BookLock = /* @__PURE__ */ createIcon("book-lock", node);
