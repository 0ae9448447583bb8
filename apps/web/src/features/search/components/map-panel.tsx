import { Component, lazy, Suspense, type ReactNode } from 'react';
import { labels } from '../../../lib/labels';
import type { SearchMapProps } from '../map/search-map-props';
import { MapIcon } from './search-icons';

/** Leaflet and the map's code are their own chunk, loaded only here and never in the list's way. */
const SearchMap = lazy(() => import('../map/search-map'));

const MapPlaceholder = ({ busy }: { busy: boolean }) => (
  <div
    role={busy ? 'status' : undefined}
    className="flex size-full flex-col items-center justify-center gap-2 bg-slate-100 text-sm text-slate-600"
  >
    <MapIcon className="size-8 text-slate-400" />
    {busy ? labels.search.mapLoading : null}
  </div>
);

/** A map whose code could not load leaves the list working. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <MapPlaceholder busy={false} /> : this.props.children;
  }
}

export const MapPanel = (props: SearchMapProps) => (
  <MapBoundary>
    <Suspense fallback={<MapPlaceholder busy />}>
      <SearchMap {...props} />
    </Suspense>
  </MapBoundary>
);
