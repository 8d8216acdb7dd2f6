/** The build id the page was built with (the `aula-build` meta tag of index.html), or null. */
export function currentBuildId(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>('meta[name="aula-build"]')?.content || null;
}
