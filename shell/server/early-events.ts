/**
 * An inline script at the top of a page rendered on the server (it runs before the page paints; the response's CSP
 * nonce lets it). A plain click or form submission on a server-rendered element React has not hydrated yet is held
 * instead of lost (a button does nothing before hydration, a checkbox would toggle behind React's back, a link would
 * reload the whole site), and values typed into such fields are noted; shell/src/early-events replays each once its
 * element is hydrated. The layout hydrates before a page's own content (its code comes later), so holding stops per
 * element, not when the layout mounts. Hydrated: the element has React's fiber key, or sits inside HTML React set as
 * a whole (dangerouslySetInnerHTML). Elements added after the page was parsed (a slider's bullets) are never held.
 * A click with a modifier key or another button goes on as the browser does it (a new tab).
 * Written as plain ES2020 here, not built: the page is only a few hundred bytes longer.
 */
export const EARLY_EVENTS_SCRIPT = `(()=>{
const root=()=>document.getElementById('root'),held=[],typed=new Map(),served=new WeakSet();
const noteServed=()=>{for(const el of root()?.querySelectorAll('*')??[])served.add(el)};
if(document.readyState==='loading')document.addEventListener('readystatechange',noteServed,{once:true});else noteServed();
const key=(n,prefix)=>Object.keys(n).find((k)=>k.startsWith(prefix));
const hydrated=(t)=>{for(let n=t,r=root();n&&n!==r;n=n.parentElement){if(key(n,'__reactFiber$')){if(n===t)return true;const p=key(n,'__reactProps$');return !!(p&&n[p]?.dangerouslySetInnerHTML)}}return false};
const waiting=(t)=>t instanceof Element&&!!root()?.contains(t)&&(document.readyState==='loading'||served.has(t)&&!hydrated(t));
const E={held,typed,hydrated,replaying:false,wake:null};
const hold=(e)=>{
if(E.replaying||!waiting(e.target))return;
if(e.type==='click'&&(e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey))return;
e.preventDefault();e.stopImmediatePropagation();held.push({type:e.type,target:e.target,submitter:e.submitter,at:Date.now(),init:{clientX:e.clientX,clientY:e.clientY,screenX:e.screenX,screenY:e.screenY,detail:e.detail}});
E.wake?.();
};
const note=(e)=>{if(!E.replaying&&waiting(e.target)&&'value' in e.target)typed.set(e.target,String(e.target.value))};
addEventListener('click',hold,true);addEventListener('submit',hold,true);addEventListener('input',note,true);addEventListener('change',note,true);
window.__shopEarlyEvents=E;
})();`;
