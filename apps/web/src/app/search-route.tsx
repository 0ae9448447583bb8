import { SavedSearchesToolbar } from '../features/saved-searches';
import { SearchPage } from '../features/search';

/** /search with the saved searches (save, list, a realtor's suggestions) under its filters. */
export const SearchRoute = () => <SearchPage toolbar={<SavedSearchesToolbar />} />;
