import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A box whose content is drawn only once the box comes within a screen's height of the viewport
 * (and stays drawn): what is heavy to draw below the fold waits until the user scrolls towards it.
 * The box keeps its size from its class meanwhile. Drawn at once when `now` (the URL asks for what
 * it holds) and without IntersectionObserver (old browsers, jsdom).
 */
export function NearViewport({
  className,
  children,
  now = false,
}: {
  className: string;
  children: ReactNode;
  now?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const near = seen || now;
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div className={className} ref={ref}>
      {near && children}
    </div>
  );
}
