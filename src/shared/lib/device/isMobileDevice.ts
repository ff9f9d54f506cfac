const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/**
 * The spec sends phones and tablets to the moderator panel. An iPad in desktop mode reports a Mac, so
 * a touch-capable "Macintosh" counts as a tablet too.
 */
export function isMobileDevice(userAgent: string = navigator.userAgent, maxTouchPoints: number = navigator.maxTouchPoints ?? 0): boolean {
  if (MOBILE_USER_AGENT.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}
