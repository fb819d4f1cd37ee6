export { AssessmentNotice } from "./assessment-notice";
export { NOTICES, noticeHref, type NoticeKey } from "./notices";
