/** docs/product.md §3: image paths not starting with http are relative to the server origin (one origin here). */
export function imageUrl(path: string): string {
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  return `/${path}`;
}
