/** Hydrates when the element comes near the viewport (every browser the entry targets has IntersectionObserver: no fallback bytes). */
export function onVisible(hydrate: () => void, element: Element, rootMargin = '200px'): () => void {
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
