/** Hydrates when the element comes near the viewport. */
export function onVisible(hydrate: () => void, element: Element, rootMargin = '200px'): () => void {
  if (typeof IntersectionObserver !== 'function') {
    hydrate();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      hydrate();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
