import { Search as node } from "lucide";
import { createIcon } from "../icon";

export const Search = /* @__PURE__ */ createIcon("search", node);
