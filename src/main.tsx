import { createRoot } from 'react-dom/client';
import { Main } from './app/App';

const root = document.getElementById('root');
if (root) createRoot(root).render(<Main />);
