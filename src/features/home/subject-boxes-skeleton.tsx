// The subject boxes' skeleton and their pictures, apart from the boxes themselves: the home
// page's fallback (home-fallback.tsx) draws it from the entry, which should not carry the rest.
/**
 * A box's decorative picture. The first is the home page's largest paint (LCP): asked
 * for first, never lazily; width and height reserve its place.
 */
export function SubjectImage({ src, first }: { src: string; first: boolean }) {
  return (
    <img
      className="subject-box__image"
      src={src}
      alt=""
      width="320"
      height="120"
      fetchPriority={first ? 'high' : undefined}
    />
  );
}

/**
 * Same boxes, same size, no data: nothing moves when the list arrives. The pictures are drawn
 * already, the ones the boxes will show when the catalogue keeps the default order (1, 2, 3, …):
 * this skeleton is also prerendered into the home page's HTML (src/app/shell-html.tsx), so
 * the page's largest paint needs no JavaScript and the real list repaints the same pictures.
 */
export function SubjectBoxesSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className="subject-boxes" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="subject-box subject-box--skeleton">
            <SubjectImage src={`/images/subject-${(i % 3) + 1}.png`} first={i === 0} />
            <div className="subject-box__body">
              <div className="skeleton skeleton--title" />
              {Array.from({ length: 4 }, (_, j) => (
                <div key={j} className="skeleton skeleton--line" />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
