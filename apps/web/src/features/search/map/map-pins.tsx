import type { ListingSearchItem } from '@rela/contracts';
import type { Marker as LeafletMarker } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Popup, useMap } from 'react-leaflet';
import {
  clusterHomes,
  expansionZoom,
  pinHolding,
  pinsIn,
  type MapPin,
  type PlacedHome,
} from './clusters';
import { grownBox } from './map-box';
import { PinCard } from './pin-card';
import { PinMarker } from './pin-marker';
import { useMapView } from './use-map-view';

/** Room above a pin's point for its card: the pill's height and its tail. */
const cardOffset: [number, number] = [0, -30];

type Selection = { key: string; fromKeyboard: boolean };

export type MapPinsProps = {
  items: readonly ListingSearchItem[];
  highlightedKey?: string;
  onHighlight: (listingKey?: string) => void;
  onOpen: (listingKey: string) => void;
};

/**
 * The results as pins, clustered where they crowd (worked out again after every move and zoom,
 * for the visible box and a margin), and the card of the pin the user opened.
 */
export const MapPins = ({ items, highlightedKey, onHighlight, onOpen }: MapPinsProps) => {
  const map = useMap();
  const view = useMapView(map);

  const clusters = useMemo(() => clusterHomes(items), [items]);
  const pins = useMemo(
    () => pinsIn(clusters, grownBox(view.box, 0.25), view.zoom),
    [clusters, view],
  );
  const highlighted = useMemo(
    () => pinHolding(clusters, pins, highlightedKey)?.id,
    [clusters, pins, highlightedKey],
  );

  const [selection, setSelection] = useState<Selection>();
  const selected = selection ? clusters.homes.get(selection.key) : undefined;
  /** The open card, told at once (Leaflet closes the previous card before React renders again). */
  const openCard = useRef<Selection>(undefined);
  const select = useCallback((next: Selection | undefined) => {
    openCard.current = next;
    setSelection(next);
  }, []);

  const markers = useRef(new Map<string, LeafletMarker>());
  const onMarker = useCallback((id: string, marker: LeafletMarker | null) => {
    if (marker) markers.current.set(id, marker);
    else markers.current.delete(id);
  }, []);

  const onActivate = useCallback(
    (pin: MapPin, fromKeyboard: boolean) => {
      if (pin.kind === 'home') {
        select({ key: pin.id, fromKeyboard });
        return;
      }
      map.setView([pin.latitude, pin.longitude], expansionZoom(clusters, pin.clusterId));
      // The badge is gone once the cluster parts; the keyboard carries on from the map.
      if (fromKeyboard) map.getContainer().focus({ preventScroll: true });
    },
    [map, clusters, select],
  );

  const hovered = useRef<string>(undefined);
  const onHover = useCallback(
    (pin: MapPin, on: boolean) => {
      if (pin.kind !== 'home') return;
      if (on) hovered.current = pin.id;
      else if (hovered.current === pin.id) hovered.current = undefined;
      else return;
      onHighlight(hovered.current);
    },
    [onHighlight],
  );

  // Leaflet closed a card (its button, Escape, a click on the map, another card, its home left the
  // results): unless another home's card took its place, nothing is selected, and the keyboard's
  // focus goes back to the pin.
  const closed = useCallback(
    (key: string) => {
      const open = openCard.current;
      if (open?.key !== key) return;
      select(undefined);
      const focus = document.activeElement;
      const focusWasInCard = focus === document.body || map.getPane('popupPane')?.contains(focus);
      if (open.fromKeyboard && focusWasInCard)
        markers.current.get(key)?.getElement()?.focus({ preventScroll: true });
    },
    [map, select],
  );

  // Escape closes the open card from anywhere in the map: a pin, the card (Leaflet's own Escape
  // works only while the map itself has the focus).
  useEffect(() => {
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !openCard.current) return;
      event.stopPropagation();
      map.closePopup();
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [map]);

  return (
    <>
      {pins.map((pin) => (
        <PinMarker
          key={pin.id}
          pin={pin}
          highlighted={pin.id === highlighted}
          selected={pin.id === selected?.listingKey}
          onActivate={onActivate}
          onHover={onHover}
          onMarker={onMarker}
        />
      ))}
      {selected ? (
        <HomePopup
          key={selected.listingKey}
          home={selected}
          takeFocus={selection?.fromKeyboard ?? false}
          onOpen={onOpen}
          onClosed={closed}
        />
      ) : null}
    </>
  );
};

const HomePopup = ({
  home,
  takeFocus,
  onOpen,
  onClosed,
}: {
  home: PlacedHome;
  takeFocus: boolean;
  onOpen: (listingKey: string) => void;
  onClosed: (listingKey: string) => void;
}) => {
  const events = useMemo(() => ({ remove: () => onClosed(home.listingKey) }), [home, onClosed]);
  const position = useMemo<[number, number]>(() => [home.latitude, home.longitude], [home]);
  return (
    <Popup position={position} offset={cardOffset} autoPanPadding={[24, 24]} eventHandlers={events}>
      <PinCard home={home} takeFocus={takeFocus} onOpen={onOpen} />
    </Popup>
  );
};
