import { useEffect, useRef, useState } from 'react';
import { youtubeThumbnail } from './youtube.ts';

/**
 * A YouTube still (480 × 360, cropped to 16:9 by CSS). When it cannot load (offline, blocked), it is
 * removed so the branded background behind it shows instead of a broken-image mark. A failure that
 * happened before hydration is caught on mount.
 */
export function YoutubeThumb({ id, isPriority = false }: { id: string; isPriority?: boolean }) {
  const ref = useRef<HTMLImageElement>(null);
  const [hasFailed, setFailed] = useState(false);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (hasFailed) return null;
  return (
    <img
      ref={ref}
      src={youtubeThumbnail(id)}
      alt=""
      width={480}
      height={360}
      decoding="async"
      {...(isPriority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      onError={() => setFailed(true)}
    />
  );
}
