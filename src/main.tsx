import { createRoot } from 'react-dom/client';
import { createClient, Main } from './app/App';
import { loadLanguage } from './i18n';

const root = document.getElementById('root');
if (root) {
  const setup = createClient(window);
  // The chosen language's texts arrive before the first paint, so no English flashes by.
  void loadLanguage(setup.i18n, setup.i18n.language).finally(() =>
    createRoot(root).render(<Main setup={setup} />),
  );
}
