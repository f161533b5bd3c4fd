/**
 * The legal pages' stylesheet, inline: the owner app's colours and type (web/ui/global.css) in a
 * reading column of about 70 characters, a price table that scrolls sideways on a phone.
 */
export const LEGAL_PAGE_CSS = `
:root{--bg:#f6f5f2;--surface:#fff;--text:#1f2328;--muted:#5b6169;--border:#dcd9d3;--primary:#8a3b5c;--primary-hover:#732f4c;--focus:#1d5fd6}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;font-size:1.0625rem;line-height:1.6;color:var(--text);background:var(--bg);-webkit-font-smoothing:antialiased}
a{color:var(--primary);text-underline-offset:.15em}
a:hover{color:var(--primary-hover)}
:focus-visible{outline:none;box-shadow:0 0 0 3px var(--surface),0 0 0 5px var(--focus);border-radius:6px}
.skip{position:absolute;left:1rem;top:-4rem;padding:.5rem 1rem;background:var(--surface);border-radius:6px;z-index:1}
.skip:focus{top:.5rem}
.inner{max-width:46rem;margin:0 auto;padding:0 1rem}
.top{background:var(--surface);border-bottom:1px solid var(--border)}
.top .inner{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:3.5rem}
.brand{font-weight:700;font-size:1.125rem;color:var(--text);text-decoration:none}
.languages,.bottom ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.languages a{display:inline-block;min-width:2.75rem;min-height:2.75rem;line-height:2.75rem;text-align:center;border-radius:6px;font-size:.9375rem;font-weight:600;text-decoration:none;color:var(--muted)}
.languages a[aria-current]{color:var(--primary);text-decoration:underline}
main{flex:1;width:100%;max-width:46rem;margin:0 auto;padding:2rem 1rem 3rem}
main:focus{outline:none;box-shadow:none}
article{background:var(--surface);border:1px solid var(--border);border-radius:16px;padding:1.5rem 1.25rem;box-shadow:0 1px 2px rgb(0 0 0/.04),0 8px 24px rgb(0 0 0/.06)}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .5rem;text-wrap:balance}
h2{font-size:1.25rem;line-height:1.3;margin:2.25rem 0 .75rem;text-wrap:balance}
p,ul,dl{margin:0 0 1rem}
ul{padding-left:1.25rem}
li{margin-bottom:.5rem}
.updated{color:var(--muted);font-size:.9375rem}
.lead p{font-size:1.125rem}
.seller{display:grid;gap:.5rem;padding:1rem;border:1px solid var(--border);border-radius:10px;background:var(--bg)}
.seller div{display:grid;gap:0 1rem}
.seller dt{font-size:.875rem;color:var(--muted)}
.seller dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.table{overflow-x:auto;margin:0 0 1rem}
table{width:100%;border-collapse:collapse;font-size:.9375rem}
caption{text-align:left;font-weight:600;padding-bottom:.5rem}
th,td{text-align:left;padding:.5rem .75rem .5rem 0;border-bottom:1px solid var(--border);vertical-align:top}
thead th{font-size:.875rem;color:var(--muted);font-weight:600}
tbody th{font-weight:400}
td:nth-child(2){white-space:nowrap;font-variant-numeric:tabular-nums;font-weight:600}
.bottom{border-top:1px solid var(--border);background:var(--surface);padding:1.25rem 0;font-size:.9375rem;color:var(--muted)}
.bottom p{margin:.75rem 0 0}
@media (min-width:40rem){
main{padding-top:3rem}
article{padding:2.5rem 3rem}
h1{font-size:2.125rem}
.seller div{grid-template-columns:14rem 1fr}
.seller dt{font-size:1rem}
}
`
