// One page of a list that can grow without end (issue 20): which rows to read for the page
// asked for. A page before the first or past the last shows the nearest one.

export interface PageWindow {
  page: number;
  pageCount: number;
  skip: number;
  take: number;
}

export function pageWindow(total: number, asked: number, size: number): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(asked) || 1), pageCount);
  return { page, pageCount, skip: (page - 1) * size, take: size };
}
