// Toasts that another page asks /assessment to show on arrival, through ?notice=… (a server
// redirect cannot show a toast itself). Plain data, so server pages can build the links.

export const NOTICES = {
  "no-roadmap": {
    title: "No roadmap found",
    description: "Your roadmap is made from a finished assessment. When you complete one, it will be ready for you.",
  },
} as const;

export type NoticeKey = keyof typeof NOTICES;

export const noticeHref = (key: NoticeKey, path = "/assessment") => `${path}?notice=${key}`;
