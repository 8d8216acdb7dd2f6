/** Query string parameters; undefined values are left out. */
export type QueryParameters = Record<string, string | number | boolean | undefined>;

/**
 * The address of `path` on a service. A relative path keeps the base path (/v1/) of the
 * activity and dictionary services. No dependencies: early-requests.ts uses it too.
 */
export function buildUrl(baseUrl: string, path: string, query?: QueryParameters): URL {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const url = new URL(path.replace(/^\/+/, ''), base);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}
