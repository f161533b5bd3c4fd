/** The photo pages' own styles, inlined (the page's policy allows them by their hash). */
export const PHOTO_PAGE_CSS = `
*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#222;background:#f6f3ef}
body{margin:0}
body.upload{min-height:100vh;padding:1rem}
.card{max-width:34rem;margin:2rem auto;background:#fff;border-radius:1rem;padding:1.5rem 1.25rem 1.25rem;box-shadow:0 1px 3px rgb(0 0 0/.08),0 8px 24px rgb(0 0 0/.06)}
.names{margin:0;color:#7a6a58;font-size:.95rem;letter-spacing:.04em;text-transform:uppercase}
h1{margin:.25rem 0 .5rem;font-size:1.8rem;font-weight:600;line-height:1.2}
.intro{margin:0 0 1.25rem;color:#444}
.notice{background:#eaf6ec;color:#1d5a2a;border-radius:.5rem;padding:.75rem 1rem}
.notice.failed{background:#fbeceb;color:#a1261b}
form{display:grid;grid-template-columns:minmax(0,1fr);gap:.75rem}
.pick{display:block;position:relative;min-height:7rem;display:grid;place-items:center;border:2px dashed #c9b8a4;border-radius:.75rem;padding:1.5rem 1rem;text-align:center;cursor:pointer;font-weight:600;color:#5b4a38;background:#fbf8f4}
.pick:focus-within{outline:3px solid #2d6cdf;outline-offset:2px}
.pick input{position:absolute;inset:0;width:100%;height:100%;opacity:0;cursor:pointer}
.pick span::before{content:'';display:block;width:2.5rem;height:2.5rem;margin:0 auto .5rem;background:no-repeat center/contain url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%235b4a38' stroke-width='1.6'%3E%3Cpath d='M4 8h3l2-3h6l2 3h3v11H4z'/%3E%3Ccircle cx='12' cy='13' r='3.5'/%3E%3C/svg%3E")}
.send{font:inherit;font-weight:600;font-size:1.05rem;border:0;border-radius:.75rem;padding:.9rem 1rem;background:#3d2f22;color:#fff;cursor:pointer;min-height:3rem}
.send:focus-visible{outline:3px solid #2d6cdf;outline-offset:2px}
.send[disabled]{opacity:.6;cursor:default}
.hint{color:#555;font-size:.9rem;margin:0}
.progress{margin-top:1.25rem}
.total{margin:0 0 .25rem;font-weight:600}
progress{width:100%;height:.75rem;accent-color:#3d2f22}
.files{list-style:none;margin:1rem 0 0;padding:0;display:grid;gap:.5rem}
.files li{display:grid;grid-template-columns:3rem 1fr;gap:.25rem .75rem;align-items:center;padding:.5rem;border-radius:.5rem;background:#faf8f5}
.files .thumb{position:relative;width:3rem;height:3rem;border-radius:.375rem;overflow:hidden;grid-row:span 2;background:#e9e3dc}
.files .thumb>*{display:block;width:100%;height:100%;object-fit:cover}
.files .thumb[data-kind=video]::after{content:'';position:absolute;left:50%;top:50%;margin:-.45rem 0 0 -.3rem;border-style:solid;border-width:.45rem 0 .45rem .75rem;border-color:transparent transparent transparent #fff;filter:drop-shadow(0 0 2px rgb(0 0 0/.6))}
.files .name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:.95rem}
.files .state{font-size:.85rem;color:#555}
.files li[data-state=done] .state{color:#1d5a2a}
.files li[data-state=failed] .state{color:#a1261b}
.files progress{grid-column:2;height:.4rem}
.back{margin:1.25rem 0 0;text-align:center}
.back a{color:#5b4a38}
body.slideshow{background:#000;color:#fff;overflow:hidden;height:100vh}
.stage{position:fixed;inset:0;display:grid;place-items:center}
.slide{position:absolute;inset:0;width:100%;height:100%;object-fit:contain;opacity:0;transition:opacity 1.2s ease}
.slide.shown{opacity:1}
video.slide{background:#000}
.empty{font-size:clamp(1.2rem,3vw,2.2rem);max-width:30ch;text-align:center;color:#ddd;padding:1rem}
.corner{position:fixed;left:0;right:0;bottom:0;display:flex;justify-content:space-between;align-items:flex-end;padding:clamp(.75rem,2vw,2rem);pointer-events:none;background:linear-gradient(transparent,rgb(0 0 0/.55))}
.corner .names{color:#fff;font-size:clamp(1.1rem,2.6vw,2.4rem);text-transform:none;letter-spacing:0;text-shadow:0 1px 4px #000;font-weight:600}
.qr{margin:0;display:flex;align-items:center;gap:.75rem;background:rgb(255 255 255/.94);color:#222;border-radius:.75rem;padding:.5rem .75rem .5rem .5rem;font-size:clamp(.75rem,1.2vw,1rem);max-width:22rem}
.qr .code{width:clamp(4.5rem,9vw,8rem);flex:none}
.qr svg{display:block;width:100%;height:auto}
.qr span{color:#555;word-break:break-all}
@media (prefers-reduced-motion:reduce){.slide{transition:none}}
`
