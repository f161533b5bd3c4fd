import { DEFAULT_POST_KEY_WAIT_MS } from '../forms/post-key-age.ts'

/**
 * The one inline script of a guest page, first in its head, for taps made before the page's own
 * script has run (a slow phone: the script can take seconds to arrive). Kept constant: the
 * Content-Security-Policy allows it by its hash. Once the page's script runs, its forms prevent
 * the default and this does nothing, except for an RSVP's count tapped before the form's own code
 * has come: that submit is left to this, and the form takes the early one over when its code is here.
 *
 * - A guest-count button of an RSVP opens that many guests of the form the server put, hidden, in
 *   the page ([data-early-form], attribute value: where its post key comes from), with a group of
 *   its own; no round trip, so the form is there at once however slow the line.
 * - That form posted before the script has run goes no sooner than a key is old enough for the
 *   server (3 s unless the server is configured otherwise, as the page's <html data-key-wait> says;
 *   a person's answer always takes that long anyway; otherwise it would be taken for a robot's and
 *   dropped).
 * - Any other unhandled submit is a navigation that, on a slow line, would wait behind the
 *   downloads the page has started (its script, images, fonts), so those are stopped first.
 */
export const EARLY_TAP_SCRIPT = [
  'addEventListener("submit",function(e){',
  'var f=e.target,b=e.submitter,s=f.closest("[data-early-form]"),p,q,g,i,w;',
  'if(e.defaultPrevented||f.target)return;',
  `if(s){w=(+document.documentElement.dataset.keyWait||${DEFAULT_POST_KEY_WAIT_MS})-Date.now()+(+s.dataset.keyAt||-1e13);`,
  'if(w>0){e.preventDefault();setTimeout(function(){stop();f.submit()},w);return}}',
  'else if(b&&b.value&&(s=f.parentNode.querySelector("[data-early-form]"))&&(p=s.querySelector("form"))){',
  'e.preventDefault();q=function(n){return p.elements.namedItem(n)};',
  'g=p.querySelectorAll("[data-guest]");for(i=0;i<g.length;i++)g[i].hidden=g[i].disabled=i>=b.value;',
  'q("count").value=b.value;',
  'g=f.querySelectorAll("button");for(i=0;i<g.length;i++)g[i].setAttribute("aria-pressed",g[i]==b);',
  'if(!q("groupIdentifier").value){q("groupIdentifier").value=crypto.getRandomValues(new Uint32Array(4)).join("-");',
  'fetch(s.dataset.earlyForm).then(function(r){return r.json()}).then(function(j){q("postKey").value=j.key;s.dataset.keyAt=Date.now()})}',
  's.hidden=false;(p.querySelector("[data-guest] input")||p).focus();return}',
  'stop()})',
].join('')
