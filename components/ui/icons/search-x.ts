import { SearchX as node } from "lucide";
import { createIcon } from "../icon";

export const SearchX = /* @__PURE__ */ createIcon("search-x", node);
