/**
 * Stand-ins for the third parties, served on their own port so they are a different origin: the Facebook pixel
 * and Conversions API, Google Analytics / gtag, Google Tag Manager, Pinterest, Bing UET, an IP geolocation
 * service, the Zotabox widget platform (bootstrap, data, bundle, widgets, the embed-widget editor bootstrap, refresh,
 * stats, share counts, draft checkouts, the email dialog's subscriber post), reCAPTCHA, share-count services and a video provider's caption tracks. Every request
 * is recorded (the shop serves the list at GET /__saar/requests). Scripts are tiny: they mark
 * `window.__saarThirdParty.<name>` and turn queued commands into requests to the matching collect endpoint, so
 * tests can watch what a page would send. `/hostile/html` and `/hostile/fragments` play an attacker a shop endpoint
 * was redirected to (the `redirect:` injection): markup shaped like the shop's fragments whose inline handler and
 * script would set `window.__saarHostile`.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyInjection, injectionFor, requestRuleSources } from './inject'
import { getGlobalRules } from './inject'
import { parseCookies } from './visitors'
import { captionFile, captionHeaders } from './parts/video'

export interface RecordedRequest {
  /** Milliseconds since the epoch; strictly increasing so `?since=` never loses or repeats one. */
  time: number
  method: string
  path: string
  query: Record<string, string>
  body: string
  headers: { referer: string; cookie: string; origin: string }
}

const recorded: RecordedRequest[] = []
let lastTime = 0

export const recordedRequests = (since = 0): RecordedRequest[] => recorded.filter((r) => r.time > since)
export const clearRecorded = (): void => void (recorded.length = 0)

/** Marks the script as loaded; `body` runs with `origin` and `flags` in scope. */
const script = (name: string, body = ''): string =>
  `(function(){var origin=${JSON.stringify('%ORIGIN%')};var flags=window.__saarThirdParty=window.__saarThirdParty||{};flags[${JSON.stringify(name)}]=true;${body}})();\n`

const beacon = `function send(path,params){var q=[];for(var k in params){if(params[k]!==undefined)q.push(encodeURIComponent(k)+'='+encodeURIComponent(typeof params[k]==='object'?JSON.stringify(params[k]):params[k]))}var img=new Image();img.src=origin+path+(path.indexOf('?')<0?'?':'&')+q.join('&')}`

const scripts: Record<string, string> = {
  '/fb/fbevents.js': script('fbevents', `${beacon}
var ids=[];function handle(a){if(a[0]==='init'){ids.push(a[1])}else if(a[0]==='track'||a[0]==='trackCustom'||a[0]==='trackSingle'){ids.forEach(function(id){send('/fb/tr',{id:id,ev:a[0]==='trackSingle'?a[2]:a[1],cd:a[0]==='trackSingle'?a[3]:a[2],eid:(a[a[0]==='trackSingle'?4:3]||{}).eventID,dl:location.href})})}}
var f=window.fbq;var q=f&&f.queue?f.queue.slice():[];window.fbq=window._fbq=function(){handle(arguments)};window.fbq.loaded=true;window.fbq.version='2.0';window.fbq.queue=[];window.fbq.callMethod=function(){handle(arguments)};q.forEach(handle);`),
  '/ga/gtag/js': script('gtag', `${beacon}
var qs=new URLSearchParams(document.currentScript&&document.currentScript.src.split('?')[1]||'');var tid=qs.get('id')||'';var l=qs.get('l')||'dataLayer';var dl=window[l]=window[l]||[];
function handle(a){if(a&&a[0]==='event'){send('/ga/g/collect',{v:2,tid:tid,en:a[1],ep:a[2]||{},dl:location.href})}else if(a&&a[0]==='config'){tid=a[1]||tid}}
dl.forEach(handle);var push=dl.push;dl.push=function(){for(var i=0;i<arguments.length;i++)handle(arguments[i]);return push.apply(dl,arguments)};`),
  '/gtm/gtm.js': script('gtm', `var id=new URLSearchParams(document.currentScript&&document.currentScript.src.split('?')[1]||'').get('id')||'';window.google_tag_manager=window.google_tag_manager||{};window.google_tag_manager[id]={dataLayer:{name:'dataLayer'}};(window.dataLayer=window.dataLayer||[]).push({event:'gtm.load'});`),
  '/pinterest/core.js': script('pinterest', `${beacon}
var tid='';function handle(a){if(a[0]==='load'){tid=a[1]}else if(a[0]==='track'||a[0]==='page'){send('/pinterest/v3/',{tid:tid,event:a[0]==='page'?'pagevisit':a[1],ed:a[a[0]==='page'?1:2]||{},dl:location.href})}}
var p=window.pintrk;var q=p&&p.queue?p.queue.slice():[];window.pintrk=function(){handle(arguments)};window.pintrk.queue=[];window.pintrk.version='3.0';q.forEach(handle);`),
  // reCAPTCHA's api.js for the widgets' captcha: `grecaptcha`, ready a moment later as Google's (which loads more
  // files first), whose v2 checkbox is a button that gives a token and
  // whose v3 execute resolves one at once (each token names the site key and the action).
  '/recaptcha/api.js': script('recaptcha', `var key=new URLSearchParams(document.currentScript&&document.currentScript.src.split('?')[1]||'').get('render');
window.grecaptcha={ready:function(f){setTimeout(f,20)},execute:function(k,o){return Promise.resolve('v3:'+k+':'+(o&&o.action))},render:function(el,o){var b=document.createElement('button');b.type='button';b.textContent='Ma ei ole robot';b.onclick=function(){o.callback('v2:'+o.sitekey)};el.appendChild(b);return 0}};`),
  '/bing/bat.js': script('bing', `${beacon}
window.UET=function(o){this.ti=o&&o.ti;this.push=function(){for(var i=0;i<arguments.length;i++){var e=arguments[i];if(e==='event'||e==='pageLoad'){send('/bing/action/0',{ti:this.ti,evt:e==='pageLoad'?'pageLoad':'custom',ea:arguments[i+1],ep:arguments[i+2]||{},dl:location.href});break}else if(e&&typeof e==='object'){send('/bing/action/0',{ti:this.ti,evt:'custom',ep:e,dl:location.href})}}}};`),
}

/**
 * The widget types the bootstrap names, with the installer class each one's script defines. `facebookchat` is
 * Zotabox's Facebook chat, dead since 2024: Saar's loader never fetches its script (Saar's chat launcher stands in).
 * The faulty domain's types: `brokenwidget`'s installer throws, `nodefine`'s script registers nothing,
 * `mismatched`'s registers another installer's name, and `missingtype` (in its data only) has no script at all.
 */
const zotaboxInstallers: Record<string, string> = {
  facebookchat: 'FacebookChatInstaller',
  advanceddiscount: 'AdvancedDiscountInstaller',
  contactform: 'ContactFormInstaller',
  brokenwidget: 'BrokenWidgetInstaller',
  nodefine: 'NoDefineInstaller',
  sharebuttons: 'ShareButtonsInstaller',
  mismatched: 'MismatchedInstaller',
}

/** The Zotabox bootstrap (`widgets.js` of a domain id): the platform data and the URLs of the other parts. */
function zotaboxBootstrap(origin: string, id: string): string {
  const zb = `${origin}/zotabox`
  const boot = {
    root: zb,
    domains: {
      stats: `${zb}/stats`, static: `${zb}/static`, connect_app: `${zb}/connect`, file: `${zb}/file`, push: `${zb}/push`, setting: `${zb}/setting`,
      actions: `${zb}/actions`, static2: [`${zb}/static`], file2: [`${zb}/file`], trial_days: 30, total_servers: 3, imageResize: `${zb}/file/resize`,
    },
    staticURL: `${zb}/static`,
    dataURL: `${zb}/static/data/${id}.js`,
    bundleURL: `${zb}/static/bundle.js`,
    widgetURLs: Object.fromEntries(Object.keys(zotaboxInstallers).map((type) => [type, `${zb}/static/widgets/${type}.js`])),
    widgetInstallerClasses: zotaboxInstallers,
    version: '1.0.0-saar',
    timestamp: 1735689600,
    imageResize: `${zb}/file/resize`,
    captchaV2SiteKey: 'saar-stand-in-v2',
    captchaV3SiteKey: 'saar-stand-in-v3',
  }
  return script('zotaboxBootstrap', `window.__saarZotaboxBoot=${JSON.stringify(boot)};`)
}

/** The Zotabox widgets of the domain: the Facebook chat, an advanced-discount (draft checkout) widget and a contact form. */
export const zotaboxWidgets = [
  { _id: 'a1b2c3d4', type: 'facebookchat', container: 'body' },
  { _id: '5a1e0d15', type: 'advanceddiscount', container: 'body' },
  { _id: 'c0a7ac7f', type: 'contactform', container: 'body' },
]

/**
 * The second, faulty domain (the shop's pages use it with `?widgets=faulty`): the shop's widgets and four that fail,
 * a script whose installer throws, one that defines nothing, one that defines another name, and a type the
 * bootstrap has no script for.
 */
export const zotaboxFaultyDomainId = 'fa17ed0000000002'
export const zotaboxFaultyWidgets = [
  ...zotaboxWidgets,
  { _id: 'b0b0b0b0', type: 'brokenwidget', container: 'body' },
  { _id: 'dddd0000', type: 'nodefine', container: 'body' },
  { _id: 'eeee0000', type: 'missingtype', container: 'body' },
  { _id: 'ffff0000', type: 'mismatched', container: 'body' },
]

/**
 * Domains whose record asks for a captcha (`use_captcha`: 1 reCAPTCHA v2, 2 v3), with the shop's widgets: pages reach
 * them through the loader's test mode, `?testing_domain=<id>`.
 */
export const zotaboxCaptchaDomains: Record<string, number> = { ca9c4a0000000001: 1, ca9c4a0000000002: 2 }

/** A domain with share buttons (its counts from the platform's helpers), reached by test mode, `?testing_domain=<id>`. */
export const zotaboxShareDomainId = '5ba4e00000000001'
export const zotaboxShareWidget = { _id: '5ba4e001', type: 'sharebuttons', container: 'body' }

/** The domain and customer records of the data file (spec §3 "Domain record", "Customer record"). */
export function zotaboxRecords(id: string, origin: string): Record<string, unknown> {
  const fb = 'https://www.facebook.com/saarekasitoo'
  return {
    domain: {
      id: 4711, secure_id: id, name: '127.0.0.1', registed_domain: '127.0.0.1',
      phone_number: '+372 5555 1234', sms_number: '+372 5555 1234', email_address: 'info@saarekasitoo.ee', whatsapp_contact_id: '37255551234', skype_profile_name: 'saarekasitoo',
      facebook_fanpage: fb, facebook_likepage: fb, facebook_state: 1,
      twitter_username: 'saarekasitoo', twitter_url: 'https://twitter.com/saarekasitoo',
      google_plus_id: '100000000000000000001', google_plus_url: 'https://plus.google.com/100000000000000000001',
      vimeo: 'https://vimeo.com/saarekasitoo', youtube: 'https://www.youtube.com/@saarekasitoo', pinterest: 'https://www.pinterest.com/saarekasitoo/',
      instagram: 'https://www.instagram.com/saarekasitoo/', tumblr: 'https://saarekasitoo.tumblr.com/', blogger: 'https://saarekasitoo.blogspot.com/',
      linked_in: 'https://www.linkedin.com/company/saarekasitoo', weibo: 'https://weibo.com/saarekasitoo', vk: 'https://vk.com/saarekasitoo', ok: 'https://ok.ru/saarekasitoo',
      stumbleupon: 'https://www.stumbleupon.com/stumbler/saarekasitoo', getpocket: 'https://getpocket.com/@saarekasitoo',
      blocked_url_patterns: ['/kassa/tellimus-vastu-voetud/*'], customer_id: 815, status: 1,
      countdown_translation: { days: 'päeva', hours: 'tundi', minutes: 'minutit', seconds: 'sekundit', d: 'p', h: 't', m: 'm', s: 's' },
      shopify_currency: 'EUR', nofollow_on: 0, nofollow_url_matching: '', css_conflict: 0, ignore_embed_elements: '', custom_css: '', custom_script: '',
      google_tracking: 0, facebook_tracking: 0, date_format: 'DD.MM.YYYY', updated_time: 1735689600, use_captcha: zotaboxCaptchaDomains[id] ?? 0, locale: 'et',
      conversion_tracking_url: `${origin}/zotabox/stats/api/conversion`, average_cart: 38.5, free_website: 0, monitor_id: 0,
    },
    customer: { id: 815, membership: 'free', zotabox_logo: 1, time_zone: 'Europe/Tallinn', time_zone_offset: 2, created_time: 1700000000, isAnonymous: false, customerConfig: {}, disable_tools_type: [], monitor_id: 0 },
    domainNames: ['127.0.0.1'],
    embedWidgets: [],
    widgets: id === zotaboxFaultyDomainId ? zotaboxFaultyWidgets : id === zotaboxShareDomainId ? [...zotaboxWidgets, zotaboxShareWidget] : zotaboxWidgets,
  }
}

function zotaboxData(id: string, origin: string): string {
  return script('zotaboxData', `window.__saarZotaboxData=${JSON.stringify(zotaboxRecords(id, origin))};`)
}

/**
 * A widget script of the stand-in host. Its registration contract is Saar's (islands/widgets/modules.ts): it calls
 * `Zotabox.define(<installer class>, installer)` as it runs; the installer renders into `context.element`
 * (`#zbwid-<id>`), fixed in a corner (no layout shift), with the DOM's own methods and CSSOM only (a strict CSP
 * allows them: no markup strings, no inline handlers), and returns `{show, hide, open}`.
 */
const widgetScript = (type: string, installer: string): string =>
  script(`zotaboxWidget_${type}`, `var Z=window.Zotabox;if(Z&&Z.define)Z.define(${JSON.stringify(zotaboxInstallers[type])},${installer});`)

/**
 * A launcher button and its panel, as both stand-in widgets render them: a tab on the `side` edge at `top` (the
 * bottom corners are the popup's and the chat launcher's), its panel opening above it.
 */
const launcher = `function launcher(ctx,side,top,label,build){
var el=ctx.element,id=el.id;el.classList.add('ztb-'+ctx.widget.type);var s=el.style;s.position='fixed';s[side]='16px';s.top=top;s.zIndex='970';
var b=document.createElement('button');b.type='button';b.className='ztb-launcher';b.textContent=label;b.setAttribute('aria-expanded','false');b.setAttribute('aria-controls',id+'-panel');
b.style.background='#0b5a35';b.style.color='#fff';b.style.border='0';b.style.borderRadius='4px';b.style.padding='10px 14px';b.style.font='600 15px/1.2 sans-serif';
var p=document.createElement('div');p.id=id+'-panel';p.className='ztb-panel';p.hidden=true;p.setAttribute('role','region');p.setAttribute('aria-label',label);
p.style.position='absolute';p.style.bottom='48px';p.style[side]='0';p.style.width='260px';p.style.background='#fff';p.style.color='#222';p.style.padding='12px';p.style.boxShadow='0 2px 12px rgba(0,0,0,.25)';
build(p);el.append(p,b);
function open(){el.hidden=false;p.hidden=false;b.setAttribute('aria-expanded','true')}
function close(){p.hidden=true;b.setAttribute('aria-expanded','false')}
b.addEventListener('click',function(){p.hidden?open():close()});
return {show:function(){el.hidden=false},hide:function(){close();el.hidden=true},open:open}}`

const zotaboxWidgetScripts: Record<string, string> = {
  advanceddiscount: widgetScript('advanceddiscount', `function(ctx){${launcher}
return launcher(ctx,'left','50%','Soodustus',function(p){var t=document.createElement('p');t.textContent='Telli nüüd ja saad 10% soodsamalt.';
var go=document.createElement('button');go.type='button';go.className='ztb-checkout';go.textContent='Vormista soodustusega';go.addEventListener('click',function(){ctx.helpers.checkout(ctx.widget._id,new URLSearchParams(location.search).get('zbad')||undefined)});p.append(t,go)})}`),
  contactform: widgetScript('contactform', `function(ctx){${launcher}
return launcher(ctx,'left','calc(50% + 56px)','Kirjuta meile',function(p){var t=document.createElement('p');t.textContent='Küsimus? Vastame tööpäeviti.';
var go=document.createElement('button');go.type='button';go.className='ztb-email';go.textContent='Jäta oma e-post';go.addEventListener('click',function(){ctx.helpers.email({widgetId:ctx.widget._id,title:'Kirjuta meile',text:'Vastame tööpäeviti.'})});p.append(t,go)})}`),
  // The page's share counts, each asked of the helpers as the widget installs (a panel fixed in the top start corner),
  // and the helpers' mobile button "Jaga" that shows and hides them on small screens.
  sharebuttons: widgetScript('sharebuttons', `function(ctx){var el=ctx.element,s=el.style;s.position='fixed';s.left='16px';s.top='120px';s.zIndex='970';s.background='#fff';s.padding='8px';
var list=document.createElement('ul');list.className='ztb-share';['facebook','pinterest','linkedin','googleplus'].forEach(function(n){var li=document.createElement('li');li.dataset.network=n;li.textContent=n+': …';list.append(li);
ctx.helpers.shareCount(n,location.href).then(function(c){li.textContent=n+': '+c})});el.append(list);
ctx.helpers.mobileButton.create('Jaga',function(){list.hidden=!list.hidden});
return {show:function(){el.hidden=false},hide:function(){el.hidden=true}}}`),
  brokenwidget: widgetScript('brokenwidget', `function(){throw new Error('stand-in widget: this installer always throws')}`),
  nodefine: script('zotaboxWidget_nodefine'),
  mismatched: script('zotaboxWidget_mismatched', `var Z=window.Zotabox;if(Z&&Z.define)Z.define('WrongInstaller',function(){return {show:function(){},hide:function(){}}});`),
}

/** The embed-widget editor bootstrap the loader fetches for the #zotabox hashes, the demo/settings cookie or embed widgets. */
const zotaboxEditorBootstrap = (): string => script('zotaboxEditorBootstrap', 'window.__saarZotaboxEditor={origin:origin};')

/**
 * advanceddiscount/createcheckout: a draft order when the request names the advanced-discount widget and does not
 * say `zbad=0`; otherwise `offers: false` (the loader then goes to /checkout). The body is form-encoded or JSON.
 */
function createCheckout(body: string, query: URLSearchParams, origin: string): Record<string, unknown> {
  let fields: Record<string, unknown> = Object.fromEntries(query)
  try {
    const parsed = JSON.parse(body) as unknown
    if (parsed && typeof parsed === 'object') fields = { ...fields, ...(parsed as Record<string, unknown>) }
  } catch {
    fields = { ...fields, ...Object.fromEntries(new URLSearchParams(body)) }
  }
  const widget = String(fields.advanced_discount_widget_id ?? '')
  const offered = zotaboxWidgets.some((w) => w._id === widget && w.type === 'advanceddiscount') && String(fields.zbad ?? '1') !== '0'
  return offered ? { draft_order: { id: 1001, invoice_url: `${origin}/zotabox/invoice/1001` }, offers: true } : { offers: false }
}

function json(res: ServerResponse, value: unknown, status = 200): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' }).end(JSON.stringify(value))
}

function javascript(res: ServerResponse, body: string): void {
  res.writeHead(200, { 'Content-Type': 'application/javascript; charset=UTF-8', 'Cache-Control': 'no-store' }).end(body)
}

/** What the hostile answers carry: an inline handler and a script that would mark the page, in shop-like markup. */
const hostileMarkup =
  '<img class="saar-hostile" src="x" alt="" onerror="window.__saarHostile=(window.__saarHostile||0)+1">' +
  '<script>window.__saarHostile=(window.__saarHostile||0)+1</script>'
export const hostileHtml =
  `<div class="product-quick-view-container saar-hostile"><div class="product"><h1 class="product-title">Võõras</h1>${hostileMarkup}</div></div>` +
  `<ul class="wb-brandpro-list-cnt saar-hostile"><li>${hostileMarkup}</li></ul>`
export const hostileFragments = {
  fragments: { 'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content saar-hostile">${hostileMarkup}</div>` },
  cart_hash: 'hostile',
}

/** A 1×1 GIF, the answer of every pixel endpoint. */
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/** Answers one third-party request (already recorded). */
function answer(req: IncomingMessage, res: ServerResponse, url: URL, origin: string, body: string): void {
  const path = url.pathname
  // Every script learns the stand-in's origin (what `origin` is inside script()).
  const js = (code: string): void => javascript(res, code.replaceAll('%ORIGIN%', origin))
  const known = scripts[path]
  if (known) return js(known)
  if (path === '/hostile/html') return void res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' }).end(hostileHtml)
  if (path === '/hostile/fragments') return json(res, hostileFragments)
  if (/^\/(fb\/tr|ga\/g\/collect|pinterest\/v3|bing\/action\/0)/.test(path)) {
    if (req.method === 'GET') return void res.writeHead(200, { 'Content-Type': 'image/gif' }).end(gif)
    return void res.writeHead(204).end()
  }
  // Conversions API: POST /fb/graph/v<version>/<pixel id>/events
  if (/^\/fb\/graph\/v[\d.]+\/\w+\/events$/.test(path)) return json(res, { events_received: 1, messages: [], fbtrace_id: 'SaarStandIn' })
  if (path === '/geo/json') return json(res, { city: 'Tartu', country: 'Estonia', countryCode: 'EE', ip: '127.0.0.1' })
  let m = /^\/zotabox\/static\/\w\/\w\/(\w+)\/widgets\.js$/.exec(path)
  if (m) return js(zotaboxBootstrap(origin, m[1]!))
  m = /^\/zotabox\/static\/data\/(\w+)\.js$/.exec(path)
  if (m) return js(zotaboxData(m[1]!, origin))
  if (path === '/zotabox/static/bundle.js') return js(script('zotaboxBundle'))
  if (path === '/zotabox/static/embed-widget/bootstrap.js') return js(zotaboxEditorBootstrap())
  m = /^\/zotabox\/static\/widgets\/(\w+)\.js$/.exec(path)
  if (m) return js(zotaboxWidgetScripts[m[1]!] ?? script(`zotaboxWidget_${m[1]}`))
  if (path.startsWith('/zotabox/static/refresh/')) return json(res, { status: 1 })
  if (path === '/zotabox/actions/sharecount/getfacebooksharecount')
    return json(res, { engagement: { reaction_count: 12, share_count: 5, comment_count: 3 } })
  if (path === '/zotabox/actions/advanceddiscount/createcheckout') return json(res, createCheckout(body, url.searchParams, origin))
  if (path.startsWith('/zotabox/stats/api')) return json(res, { status: 1 })
  // The email dialog's post (islands/widgets/platform/helpers.ts): an address is taken, anything else refused.
  if (path === '/zotabox/actions/subscriber/add')
    return /^[^\s@]+@[^\s@]+$/.test(new URLSearchParams(body).get('email') ?? '') ? json(res, { status: 1 }) : json(res, { status: 0 }, 400)
  if (/^\/zotabox\/invoice\/\d+$/.test(path))
    return void res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' }).end('<!DOCTYPE html><html lang="et"><head><meta charset="UTF-8"><title>Arve</title></head><body><main><h1>Mustandtellimuse arve (stand-in)</h1></main></body></html>')
  if (path === '/share/google') return json(res, [{ id: 'p', result: { kind: 'pos#plusones', metadata: { globalCounts: { count: 4 } } } }])
  if (path === '/share/pinterest' || path === '/share/linkedin') return json(res, { url: url.searchParams.get('url') ?? '', count: 7 })
  // The video provider's caption tracks.
  const caption = /^\/media\/captions\/[\w-]+\.vtt$/.test(path) ? captionFile(path) : undefined
  if (caption) return void res.writeHead(200, captionHeaders).end(caption)
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', () => resolve(''))
  })
}

/** Starts the third-party server. `origin` is its own URL, which its scripts send events back to. */
export function createThirdPartyServer(getOrigin: () => string): Server {
  return createServer(thirdPartyHandler(getOrigin))
}

/**
 * The same stand-ins over TLS, for what Saar calls over https only (the popup's geolocation). The certificate in
 * tls/ is a self-signed one for 127.0.0.1, made for these tests alone (see tls/README.md): a browser test that
 * calls this server opens its context with `ignoreHTTPSErrors`.
 */
export function createThirdPartyTlsServer(getOrigin: () => string): HttpsServer {
  const tls = (name: string): Buffer => readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'tls', name))
  return createHttpsServer({ key: tls('key.pem'), cert: tls('cert.pem') }, thirdPartyHandler(getOrigin))
}

/** Records and answers one request to the stand-ins. */
function thirdPartyHandler(getOrigin: () => string): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://third-party.invalid')
    const body = await readBody(req)
    const header = (name: string): string => String(req.headers[name] ?? '')
    // Permissive CORS, as pixel and widget hosts answer, with credentials for sendBeacon / fetch with cookies.
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*')
    res.setHeader('Access-Control-Allow-Credentials', 'true')
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Content-Type')
    res.setHeader('Vary', 'Origin')
    if (req.method === 'OPTIONS') return void res.writeHead(204).end()
    const time = Math.max(Date.now(), lastTime + 1)
    lastTime = time
    recorded.push({
      time,
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      headers: { referer: header('referer'), cookie: header('cookie'), origin: header('origin') },
    })
    const injection = injectionFor([...requestRuleSources(req, parseCookies(req.headers.cookie)), getGlobalRules()], (m) =>
      url.pathname.startsWith(m.startsWith('/') ? m : `/${m}`),
    )
    if (await applyInjection(injection, res)) return
    answer(req, res, url, getOrigin(), body)
  }
}
