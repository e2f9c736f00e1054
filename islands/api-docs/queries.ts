import { queryOptions } from "@tanstack/react-query";

/** A live answer to an endpoint's example request, fetched only when the reader asks for it. */
export const exampleAnswerQuery = (path: string) => queryOptions({
  queryKey: ["api-docs", "example", path],
  queryFn: async ({ signal }) => {
    const res = await fetch(path, { signal });
    return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
  },
});
