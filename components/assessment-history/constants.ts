// The spec's words (part 2 §6, §8), kept in one place for the pages, their client parts and
// the tests. Identical to lib/data/assessments NOT_FOUND, which the client cannot import.
export const NOT_FOUND_TEXT = "This assessment doesn't exist or you don't have access to it";

export const historyHref = "/assessments/history";
export const viewerHref = (id: string) => `/assessment/chat?conversationId=${encodeURIComponent(id)}`;
export const roadmapHref = (id: string) => `/assessment/roadmap?conversationId=${encodeURIComponent(id)}`;
export const printHref = (id: string) => `/assessment/roadmap/print?conversationId=${encodeURIComponent(id)}`;
