import { divIcon, type LeafletEventHandlerFnMap, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Marker } from 'react-leaflet';
import type { MapPin } from './clusters';
import { mapTexts } from './map-texts';
import { clusterCount, pillPrice, pinName } from './price-pill';

const escapeText = (text: string) =>
  text.replace(
    /[&<>]/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[character] ?? '',
  );

/** A badge's size grows with the homes it holds (36 to 56 px). */
const badgeSize = (count: number) => Math.round(Math.min(56, 30 + Math.log10(count) * 12));

/** A home's price pill (white once it is in the buyer's list). */
const homeIcon = (price: number | null, inMyList: boolean) =>
  divIcon({
    className: `rela-pin${inMyList ? ' rela-pin--saved' : ''}`,
    html: `<span class="rela-pin__pill" aria-hidden="true">${escapeText(pillPrice(price))}</span>`,
    iconSize: [0, 0],
  });

/** A cluster's badge with its count. */
const clusterIcon = (count: number) =>
  divIcon({
    className: 'rela-pin rela-pin--cluster',
    html: `<span class="rela-pin__badge" aria-hidden="true" style="--size:${badgeSize(count)}px">${clusterCount(count)}</span>`,
    iconSize: [0, 0],
  });

export type PinMarkerProps = {
  pin: MapPin;
  highlighted: boolean;
  selected: boolean;
  /** Clicked, or Enter or Space on the focused pin. */
  onActivate: (pin: MapPin, fromKeyboard: boolean) => void;
  /** The pointer or the focus came onto the pin (`true`) or left it. */
  onHover: (pin: MapPin, on: boolean) => void;
  /** Keeps the Leaflet marker of each pin, to give the focus back to it. */
  onMarker: (id: string, marker: LeafletMarker | null) => void;
};

/**
 * One pin: a price pill or a cluster's badge, focusable (a button named by its price and address,
 * or its count) and on top while highlighted. Its icon stays the same element for the pin's life,
 * so highlighting it never takes the focus away.
 */
export const PinMarker = ({
  pin,
  highlighted,
  selected,
  onActivate,
  onHover,
  onMarker,
}: PinMarkerProps) => {
  const marker = useRef<LeafletMarker>(null);
  // The icon is made again only when what it shows changes, not when the pins are worked out again.
  const price = pin.kind === 'home' ? pin.home.price : null;
  const inMyList = pin.kind === 'home' && pin.home.inMyList;
  const count = pin.kind === 'home' ? null : pin.count;
  const icon = useMemo(
    () => (count === null ? homeIcon(price, inMyList) : clusterIcon(count)),
    [price, inMyList, count],
  );
  const name = pin.kind === 'home' ? pinName(pin.home) : mapTexts.cluster(pin.count);

  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      click: () => onActivate(pin, false),
      keypress: (event) => {
        const key = event.originalEvent.key;
        if (key !== 'Enter' && key !== ' ') return;
        event.originalEvent.preventDefault();
        onActivate(pin, true);
      },
      mouseover: () => onHover(pin, true),
      mouseout: () => onHover(pin, false),
    }),
    [pin, onActivate, onHover],
  );

  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', name);
    const focus = () => onHover(pin, true);
    const blur = () => onHover(pin, false);
    element.addEventListener('focus', focus);
    element.addEventListener('blur', blur);
    return () => {
      element.removeEventListener('focus', focus);
      element.removeEventListener('blur', blur);
    };
  }, [icon, name, pin, onHover]);

  useEffect(() => {
    const element = marker.current?.getElement();
    element?.classList.toggle('is-highlighted', highlighted);
    element?.classList.toggle('is-selected', selected);
    if (pin.kind === 'home') element?.setAttribute('aria-expanded', String(selected));
  }, [icon, highlighted, selected, pin.kind]);

  useEffect(() => {
    onMarker(pin.id, marker.current);
    return () => onMarker(pin.id, null);
  }, [pin.id, onMarker]);

  return (
    <Marker
      ref={marker}
      position={[pin.latitude, pin.longitude]}
      icon={icon}
      keyboard
      autoPanOnFocus={false}
      riseOnHover
      zIndexOffset={highlighted || selected ? 1000 : pin.kind === 'cluster' ? 500 : 0}
      eventHandlers={handlers}
    />
  );
};
