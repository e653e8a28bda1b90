/**
 * `?a=1&b=x` from a query object; undefined and null values are left out. The back-office also
 * leaves out empty strings (a cleared filter field means "no filter"); the member app sends them.
 */
export function queryString(query: object | undefined, omitEmpty = false): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || (omitEmpty && value === '')) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
