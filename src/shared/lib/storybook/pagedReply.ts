import { HttpResponse } from 'msw';

/** An MSW resolver answering a `{ pageNumber, pageSize }` list body with one page of `items`. */
export function pagedReply<T>(items: readonly T[]) {
  return async ({ request }: { request: Request }) => {
    const { pageNumber = 1, pageSize = 10 } = (await request.json()) as { pageNumber?: number; pageSize?: number };
    return HttpResponse.json({
      content: items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      totalRecords: items.length,
      pageNumber,
      totalPages: Math.ceil(items.length / pageSize),
    });
  };
}
