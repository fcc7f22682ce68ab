/**
 * An inline script at the top of a page rendered on the server (it runs before the page paints; the response's CSP
 * nonce lets it). Until the shell's scripts have hydrated the page, plain clicks and form submissions inside #root
 * are held instead of lost (a button does nothing before hydration, a checkbox would toggle behind React's back, a
 * link would reload the whole site) and the values typed into fields are noted; shell/src/early-events replays them once
 * the page is hydrated. A click with a modifier key or another button goes on as the browser does it (a new tab).
 * Written as plain ES2020 here, not built: the page is only a few hundred bytes longer.
 */
export const EARLY_EVENTS_SCRIPT = `(()=>{
const held=[],typed=new Map(),inRoot=(t)=>t instanceof Node&&!!document.getElementById('root')?.contains(t);
const hold=(e)=>{
if(!inRoot(e.target))return;
if(e.type==='click'&&(e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey))return;
e.preventDefault();e.stopImmediatePropagation();held.push({type:e.type,target:e.target,submitter:e.submitter,init:{clientX:e.clientX,clientY:e.clientY,screenX:e.screenX,screenY:e.screenY,detail:e.detail}});
};
const note=(e)=>{if(inRoot(e.target)&&'value' in e.target)typed.set(e.target,String(e.target.value))};
addEventListener('click',hold,true);addEventListener('submit',hold,true);addEventListener('input',note,true);addEventListener('change',note,true);
window.__shopEarlyEvents={held,typed,stop(){removeEventListener('click',hold,true);removeEventListener('submit',hold,true);removeEventListener('input',note,true);removeEventListener('change',note,true)}};
})();`;
