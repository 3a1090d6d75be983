import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient, Main } from './app/App';

const root = document.getElementById('root');
if (root) {
  const setup = createClient(window);
  // The chosen language's texts arrive before the first paint, so no English flashes by. The first render is a
  // transition: React renders it in slices and lets the browser answer in between (index.html's frame shows
  // meanwhile), rather than holding the page for the whole tree.
  void setup.i18n
    .loadLanguages(setup.i18n.language)
    .finally(() => startTransition(() => createRoot(root).render(<Main setup={setup} />)));
}
