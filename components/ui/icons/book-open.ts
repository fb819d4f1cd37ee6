import { BookOpen as node } from "lucide";
import { createIcon } from "../icon";

export const BookOpen = /* @__PURE__ */ createIcon("book-open", node);
