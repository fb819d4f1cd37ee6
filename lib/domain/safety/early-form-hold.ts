/**
 * A form sent before the page's scripts have taken it over (issue 20). Haven's forms are sent by
 * their React handlers; pressed before hydration, the browser would send the form by itself as
 * plain HTML, the page would reload, and what she typed would be gone (or, for a form with no
 * method, be written into the address and the browser's history). On a slow phone that window
 * lasts seconds. This part of the head script holds such a submit (the typed text stays where it
 * is), and sends the same form again, with the same button, once React has it: the page's root
 * has hydrated (`readyFlag`, set by the QuickExit component's effect) and the form carries React's
 * props. Only a form made to work without scripts (one with its own `action`, like the
 * directory's search) is let go as the browser would send it, after `FORM_HOLD_MAX_MS` without
 * React (its scripts failed to load), with the pressed button's name and value; any other stays
 * held, with her text in it. One held submit at a time: more presses while it waits are the
 * same submit.
 */
export const FORM_HOLD_MAX_MS = 10_000;
/** How often a held form is checked. */
export const FORM_HOLD_POLL_MS = 50;

export function earlyFormHoldScript(readyFlag: string): string {
  const ready = JSON.stringify(readyFlag).replace(/</g, "\\u003c");
  return (
    `(function(){var held=false;` +
    `function taken(f){if(window[${ready}]!==true)return false;var k=Object.keys(f);for(var i=0;i<k.length;i++)if(k[i].indexOf("__reactProps$")===0)return true;return false;}` +
    `addEventListener("submit",function(e){var f=e.target;if(!f||f.nodeName!=="FORM"||taken(f))return;` +
    `e.preventDefault();e.stopImmediatePropagation();if(held)return;held=true;var s=e.submitter,t=Date.now();` +
    `(function wait(){if(!f.isConnected){held=false;return;}` +
    `if(!taken(f)){if(Date.now()-t>=${FORM_HOLD_MAX_MS}&&f.hasAttribute("action")){held=false;` +
    // A native send leaves out the pressed button's own name and value (the directory's Clear): added as a field.
    `if(s&&s.name&&s.form===f){var h=document.createElement("input");h.type="hidden";h.name=s.name;h.value=s.value;f.appendChild(h);}` +
    `HTMLFormElement.prototype.submit.call(f);return;}setTimeout(wait,${FORM_HOLD_POLL_MS});return;}held=false;` +
    `if(f.requestSubmit)f.requestSubmit(s&&s.form===f?s:undefined);else if(s&&s.form===f)s.click();else f.dispatchEvent(new Event("submit",{bubbles:true,cancelable:true}));})();},true);})();`
  );
}
