/**
 * Words of the offline game (issue 18): the update prompt and the notices about playing
 * without a connection. Registered as the `offline` namespace.
 */
export const offlineEn = {
  updateReady: 'A new version is ready',
  reload: 'Reload',
  offline: "You're offline. Keep playing: your progress is sent when you're back.",
  waiting_one: '{{count}} result is waiting to be sent.',
  waiting_other: '{{count}} results are waiting to be sent.',
  sent: 'Your progress has been sent.',
};
