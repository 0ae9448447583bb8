/**
 * Texts of push notices on a device (ADR 052): turning push on from the bell or My Account, the
 * device list, the refusals of the push calls, and the installed app's offline and update lines.
 */
export const pushMessages = {
  /** The line beside the button, shown before the browser asks for its permission. */
  offerTitle: 'Get notices on this device',
  offerDetail:
    'Price drops, status changes, new homes, notes and tour requests as they happen, held during your quiet hours. Choose which in Notifications.',
  turnOn: 'Turn on push notices',
  turningOn: 'Turning on…',
  turnedOn: 'Push notices are on for this device.',
  turnOff: 'Turn off on this device',
  /** The browser's permission was refused (now or before). */
  blocked:
    'Your browser blocks notices from Rela. Allow them in the site settings, then turn push on again.',
  /** No Push API here (an iPhone's Safari outside the Home Screen, an old browser). */
  unsupported:
    'This browser cannot receive push notices. On an iPhone or iPad, add Rela to the Home Screen first.',
  failed: 'Push could not be turned on. Try again in a moment.',
  /** My Account's list. */
  devicesTitle: 'Devices with push notices',
  devicesEmpty: 'No device gets push notices yet.',
  thisDevice: 'This device',
  lastUsed: (when: string) => `Last notice ${when}`,
  neverUsed: 'No notice sent yet',
  addedOn: (when: string) => `Added ${when}`,
  remove: 'Remove',
  removed: 'Device removed.',
  /** The preferences' column. */
  channel: 'Push',
  /** Refusals of the calls. */
  endpointNotAllowed: 'That push service is not one Rela sends to.',
  badKeys: 'The subscription keys are not valid.',
  deviceNotFound: 'No such device.',
  /** The installed app without a network: the list as it was last seen. */
  offline: (asOf: string) => `Offline, as of ${asOf}`,
  updateReady: 'A new version of Rela is ready.',
  updateReload: 'Reload',
  /**
   * Sent by the server when quiet hours end on more held notices than it pushes one by one
   * (ADR 052): the last few each, then this one for the rest.
   */
  moreTitle: (count: number) => `${count} more notices`,
  moreBody: 'Open Rela to see them all.',
  /** The notice when its text is not at hand (a payload that could not be read). */
  fallbackTitle: 'Rela',
  fallbackBody: 'You have a new notice.',
} as const;
