import './styles.css';
import { start } from './app/start';

const container = document.getElementById('root');
// The app starts in a task of its own, after the one that evaluates the first load's modules: a
// phone's main thread is blocked less by two shorter tasks than by one long one.
if (container) setTimeout(() => start(container), 0);
