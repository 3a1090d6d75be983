import { type ComponentProps, lazy, Suspense } from 'react';

const SafeHtmlWithSanitiser = lazy(() => import('./SafeHtml').then((m) => ({ default: m.SafeHtml })));

/**
 * SafeHtml whose sanitiser loads with the first HTML a screen shows, not with the screen's own code: the pages
 * every visitor opens (the frame's notifications, the lobby, the program) show organisers' HTML only when the
 * event has some.
 */
export function LazySafeHtml(props: ComponentProps<typeof SafeHtmlWithSanitiser>) {
  return (
    <Suspense fallback={null}>
      <SafeHtmlWithSanitiser {...props} />
    </Suspense>
  );
}
