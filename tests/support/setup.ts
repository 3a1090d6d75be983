// Node has no Temporal: the polyfill is installed as the web app installs it in a browser without one.
import { loadTemporal } from '../../machines/support/temporal';

await loadTemporal();
