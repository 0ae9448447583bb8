export { ChatDock } from './chat-dock';
