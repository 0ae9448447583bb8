export { SavedSearchesToolbar } from './components/saved-searches-toolbar';
