/**
 * The one inline script of a guest page, first in its head. A tap on a form button before the
 * page's script has run (a slow phone) is a plain form submit: a navigation that, on a slow line,
 * waits behind the downloads the page has started (its script, the header image, fonts), taking
 * seconds longer than the next page's few kilobytes need. So an unhandled submit stops those
 * downloads first; once the script runs, its forms prevent the default and this does nothing. Kept
 * tiny and constant: the Content-Security-Policy allows it by its hash.
 */
export const LEAVE_FAST_SCRIPT =
  'addEventListener("submit",function(e){e.defaultPrevented||e.target.target||stop()})'
