// Vitest setup (vite.config.ts): DOM tests wait for what they look for (findBy..., waitFor) up to
// 10 s instead of testing-library's 1 s. A wait ends as soon as the element is there; the limit
// only matters on a machine busy with other runs, where a render can take seconds. Server tests
// (no document) do not load testing-library at all.
export {}

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react')
  configure({ asyncUtilTimeout: 10_000 })
}
