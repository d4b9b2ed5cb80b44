/** The `:name` segments of a path pattern such as '/public/qr/:token/request'. */
export type PathParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A concrete path from a paths file's pattern: each `:name` segment replaced by its value, encoded. */
export function fillPath<P extends string>(pattern: P, params: Record<PathParamsOf<P>, string | number>): string {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
