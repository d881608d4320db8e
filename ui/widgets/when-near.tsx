import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Issue 34: a part far down the page renders (and so asks for its chunk and texts) once it comes
 * within a quarter of a screen of the viewport: a slow phone's first seconds carry what it shows.
 * Until then its `placeholder` stands in its place (its heading, so a screen reader's heading
 * list finds it; moving there scrolls it near). Where the browser cannot tell (no
 * IntersectionObserver), at once.
 */
export function WhenNear({
  children,
  placeholder,
}: {
  readonly children: ReactNode;
  readonly placeholder?: ReactNode;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = place.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '25% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place}>{placeholder}</div>;
}
