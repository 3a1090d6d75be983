/**
 * The screens of one session: its page, its presentation list and its presenter view. They load apart from the
 * program list (`loadSessionScreens`), so a visitor of the list does not load a session page's code.
 */
export { PresenterPage } from '../features/session/PresenterPage';
export { PresentationsPage } from '../features/session/PresentationsPage';
export { SessionPage } from '../features/session/SessionPage';
