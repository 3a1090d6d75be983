/**
 * A media element taken out of the page goes on downloading: its source is dropped so that its connection frees
 * for the video or page that follows.
 */
function stopLoadingWhenGone(el: HTMLVideoElement | null) {
  if (!el) return;
  return () => {
    el.pause();
    el.removeAttribute('src');
    el.load();
  };
}

/** An ad video before other content: it starts by itself, muted (so browsers let it), with its controls. */
export function AdVideo({
  src,
  testId,
  onEnded,
  onError,
}: {
  src: string;
  testId: string;
  onEnded: () => void;
  onError: () => void;
}) {
  return (
    <video
      ref={stopLoadingWhenGone}
      data-testid={testId}
      src={src}
      autoPlay
      muted
      playsInline
      controls
      onEnded={onEnded}
      onError={onError}
    />
  );
}
