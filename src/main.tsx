import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadTemporal } from '../machines/support/temporal';
import { createClient, Main } from './app/App';

const root = document.getElementById('root');
if (root) {
  const setup = createClient(window);
  // The chosen language's texts arrive before the first paint, so no English flashes by; so does Temporal's
  // polyfill in a browser without Temporal. The first render is a transition: React renders it in slices and lets
  // the browser answer in between (index.html's frame shows meanwhile), rather than holding the page for the whole
  // tree.
  void Promise.allSettled([setup.i18n.loadLanguages(setup.i18n.language), loadTemporal()]).then(() =>
    startTransition(() => createRoot(root).render(<Main setup={setup} />)),
  );
}
